import { parseEnv } from './schema';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      DATABASE_URL: undefined,
      DATABASE_REPLICA_URLS: [],
      DATABASE_POOL_MAX: 10,
      SEED: 20261121,
    });
  });

  it('reads PostgreSQL settings and splits the replica list', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://app@127.0.0.1:5432/store',
      DATABASE_REPLICA_URLS: 'postgresql://r1/store, postgresql://r2/store',
      DATABASE_POOL_MAX: '25',
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgresql://r1/store', 'postgresql://r2/store']);
    expect(env.DATABASE_POOL_MAX).toBe(25);
  });

  it('names every bad variable in one clear message', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://x', DATABASE_POOL_MAX: 'lots', SEED: '-1' }),
    ).toThrow(/DATABASE_URL: must start with postgres:\/\/[\s\S]*DATABASE_POOL_MAX[\s\S]*SEED/);
  });
});
