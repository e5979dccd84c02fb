import { BuildTimeDatabaseError, openDatabase } from './connect';

describe('openDatabase', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    if (phase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = phase;
  });

  it('refuses to open during `next build`, before touching the data folder', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    await expect(
      openDatabase({
        DATA_DIR: '/nonexistent/should-not-be-created',
        DATABASE_URL: undefined,
        DATABASE_REPLICA_URLS: [],
        DATABASE_POOL_MAX: 1,
      }),
    ).rejects.toBeInstanceOf(BuildTimeDatabaseError);
  });
});
