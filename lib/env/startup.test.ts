import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { register } from '@/instrumentation';
import { runShutdownHooks } from '@/lib/server-process/shutdown-hooks';
import { checkServerStart, startOrStop } from './startup';
import { SMS_GATEWAY_ENV } from '@/lib/testing/env';

describe('the production start refusal', () => {
  it('refuses a production server with the outbox provider', () => {
    expect(() => checkServerStart({ NODE_ENV: 'production' })).toThrow(
      /Refusing to start: SMS_PROVIDER is outbox/,
    );
    expect(() =>
      checkServerStart({ NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: 'false' }),
    ).toThrow(/SMS_OUTBOX_IN_PRODUCTION=true/);
  });

  it('lets it start when a variable explicitly allows it, or with the gateway', () => {
    expect(
      checkServerStart({ NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: 'true' }).SMS_PROVIDER,
    ).toBe('outbox');
    expect(checkServerStart({ NODE_ENV: 'production', ...SMS_GATEWAY_ENV }).SMS_PROVIDER).toBe(
      'http',
    );
  });

  it('does not care outside production', () => {
    expect(checkServerStart({ NODE_ENV: 'development' }).SMS_PROVIDER).toBe('outbox');
    expect(checkServerStart({}).SMS_PROVIDER).toBe('outbox');
  });

  it('stops the process with the message, which Next itself would only log', () => {
    const stop = jest.fn((message: string): never => {
      throw new Error(`stopped: ${message}`);
    });
    expect(() => startOrStop({ NODE_ENV: 'production' }, stop)).toThrow(
      /stopped: Refusing to start/,
    );
    expect(() => startOrStop({ NODE_ENV: 'production', SEED: 'x' }, stop)).toThrow(
      /stopped: Invalid environment configuration:\n {2}SEED/,
    );
    startOrStop({ NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: 'true' }, stop);
    expect(stop).toHaveBeenCalledTimes(2);
  });

  describe("instrumentation.ts's register(), which Next runs as the server starts", () => {
    // register() opens the database as a server does: a data folder of its own, closed after.
    let dataDir: string;
    const saved = { ...process.env };
    let exit: jest.SpyInstance;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'startup-'));
      saved.DATA_DIR = path.join(dataDir, 'data');
    });
    afterAll(async () => {
      await runShutdownHooks(10_000);
      await rm(dataDir, { recursive: true, force: true });
    });
    beforeEach(() => {
      exit = jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
        throw new Error(`exit ${code}`);
      }) as never);
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      process.env = { ...saved };
      jest.restoreAllMocks();
    });

    it('exits with 1 for the refused configuration, so the server does not start', async () => {
      process.env = { ...saved, NODE_ENV: 'production', NEXT_RUNTIME: 'nodejs' };
      delete process.env.SMS_OUTBOX_IN_PRODUCTION;
      delete process.env.SMS_PROVIDER;
      await expect(register()).rejects.toThrow('exit 1');
      expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Refusing to start/));
      process.env.SMS_OUTBOX_IN_PRODUCTION = 'true';
      await expect(register()).resolves.toBeUndefined();
      expect(exit).toHaveBeenCalledTimes(1);
    });

    it('leaves the edge runtime alone', async () => {
      process.env = { ...saved, NODE_ENV: 'production', NEXT_RUNTIME: 'edge' };
      await expect(register()).resolves.toBeUndefined();
      expect(exit).not.toHaveBeenCalled();
    });
  });
});
