import { onShutdown, runShutdownHooks } from './shutdown-hooks';

describe('shutdown hooks', () => {
  it('runs each hook once, names the ones that failed or hung, and forgets them all', async () => {
    const closed: string[] = [];
    onShutdown('db', async () => void closed.push('db'));
    onShutdown('redis', () => Promise.reject(new Error('gone')));
    onShutdown('stuck', () => new Promise(() => undefined));
    onShutdown('db', async () => void closed.push('db, replaced'));
    expect((await runShutdownHooks(100)).sort()).toEqual(['redis', 'stuck']);
    expect(closed).toEqual(['db, replaced']);
    expect(await runShutdownHooks(100)).toEqual([]);
  });
});
