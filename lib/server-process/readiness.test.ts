import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  const ok = async () => 1;

  it('is ready when every probe answers and the server is not draining', async () => {
    expect(await checkReadiness({ database: ok, redis: ok }, false)).toEqual({
      ready: true,
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('names the probe that failed, by its first line', async () => {
    const down = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at stack');
    };
    expect(await checkReadiness({ database: down, redis: ok }, false)).toEqual({
      ready: false,
      checks: { database: 'connect ECONNREFUSED 127.0.0.1:5432', redis: 'ok' },
    });
  });

  it('does not wait for a probe that hangs past its deadline', async () => {
    const hang = () => new Promise(() => undefined);
    expect(await checkReadiness({ redis: hang }, false, 20)).toEqual({
      ready: false,
      checks: { redis: 'no answer within 20 ms' },
    });
  });

  it('is never ready while draining', async () => {
    expect(await checkReadiness({ database: ok }, true)).toEqual({
      ready: false,
      checks: { database: 'ok', server: 'draining' },
    });
  });
});
