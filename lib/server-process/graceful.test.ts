/** @jest-environment node */
import http from 'node:http';
import { gracefulStop } from './graceful';
import { isDraining } from './draining';
import { onShutdown } from './shutdown-hooks';

describe('gracefulStop', () => {
  it('marks the server draining, drains it, closes the app and the hooks, then exits 0 once', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const steps: string[] = [];
    const exits: number[] = [];
    onShutdown('pool', async () => void steps.push('hooks'));
    const { stop } = gracefulStop(server, {
      boundMs: 5_000,
      closeApp: async () => void steps.push(`app closed, draining: ${isDraining()}`),
      log: (m) => steps.push(m.split(' ')[0]!),
      exit: (code) => void exits.push(code),
    });
    expect(isDraining()).toBe(false);
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect(server.listening).toBe(false);
    expect(steps).toEqual(['SIGTERM:', 'app closed, draining: true', 'hooks', 'drained']);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when a hook cannot close', async () => {
    const server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const exits: number[] = [];
    onShutdown('redis', () => Promise.reject(new Error('gone')));
    const log: string[] = [];
    await gracefulStop(server, {
      boundMs: 5_000,
      closeApp: async () => undefined,
      log: (m) => log.push(m),
      exit: (code) => void exits.push(code),
    }).stop('SIGTERM');
    expect(exits).toEqual([1]);
    expect(log.at(-1)).toMatch(/could not close redis/);
  });
});
