import { smsOutbox } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { logger } from '@/lib/log';
import { parseEnv } from '@/lib/env/schema';
import { httpGatewayProvider } from './http-gateway';
import { smsLogRef } from './log-ref';
import { smsProviderFor, SmsDeliveryError } from '.';
import { SMS_GATEWAY_ENV } from '@/lib/testing/env';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

describe('the outbox provider (the default)', () => {
  it('writes the message to sms_outbox and, where allowed, to the log with the number masked', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    try {
      const provider = smsProviderFor(parseEnv({}), t.db);
      expect(provider.name).toBe('outbox');
      await provider.send({ to: '9876512345', text: '123456 is your code' });
      const rows = await t.db.select().from(smsOutbox);
      expect(rows).toMatchObject([{ phone: '9876512345', body: '123456 is your code' }]);
      expect(info).toHaveBeenCalledWith(
        { to: '98XXXXXX45', to_ref: smsLogRef('9876512345'), sms: '123456 is your code' },
        'sms outbox',
      );
      expect(smsLogRef('9876512345')).toMatch(/^[0-9a-f]{16}$/);
      expect(smsLogRef('9876512345')).not.toContain('9876512345');
    } finally {
      info.mockRestore();
    }
  });

  it('prints nothing on a production server (there it only runs when explicitly allowed)', async () => {
    const info = jest.spyOn(logger, 'info').mockImplementation(() => undefined);
    try {
      const config = { ...parseEnv({ NODE_ENV: 'production' }), SMS_OUTBOX_IN_PRODUCTION: false };
      await smsProviderFor(config, t.db).send({ to: '9876512345', text: 'x' });
      expect(info).not.toHaveBeenCalled();
      const allowed = parseEnv({ NODE_ENV: 'production', SMS_OUTBOX_IN_PRODUCTION: 'true' });
      await smsProviderFor(allowed, t.db).send({ to: '9876512345', text: 'y' });
      expect(info).toHaveBeenCalledTimes(1);
    } finally {
      info.mockRestore();
    }
  });
});

describe('the HTTP gateway provider', () => {
  it('is chosen by SMS_PROVIDER=http and posts JSON with the key and sender id', async () => {
    expect(smsProviderFor(parseEnv(SMS_GATEWAY_ENV), t.db).name).toBe('http');
    const fetchMock = jest.fn(async () => new Response('{"id":"m1"}', { status: 202 }));
    const provider = httpGatewayProvider(
      {
        url: SMS_GATEWAY_ENV.SMS_GATEWAY_URL,
        key: SMS_GATEWAY_ENV.SMS_GATEWAY_KEY,
        senderId: 'DGNBKS',
      },
      fetchMock as unknown as typeof fetch,
    );
    await provider.send({ to: '9876512345', text: 'hello' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sms.example/v1/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      'content-type': 'application/json',
      authorization: 'Bearer key-0123456789',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      sender: 'DGNBKS',
      to: '919876512345',
      message: 'hello',
    });
  });

  it.each([
    ['a 5xx answer', async () => new Response('busy', { status: 503 }), /answered 503/],
    ['a 4xx answer', async () => new Response('no', { status: 401 }), /answered 401/],
    [
      'no answer',
      async () => {
        throw new TypeError('fetch failed');
      },
      /unreachable/,
    ],
  ])('fails with SmsDeliveryError on %s', async (_, answer, message) => {
    const provider = httpGatewayProvider(
      { url: 'https://sms.example/', key: 'k'.repeat(10), senderId: 'DGNBKS' },
      jest.fn(answer) as unknown as typeof fetch,
    );
    const error = await provider.send({ to: '9876512345', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(message);
  });
});
