import { clientIp, trustedForwardedFor } from './client-ip';

const req = (xff?: string) =>
  new Request('http://x/', { headers: xff ? { 'x-forwarded-for': xff } : {} });

/** What the app sees from the production server: its rewrite, then clientIp. */
const seen = (xff: string | undefined, socket: string, proxies: number) =>
  clientIp(req(trustedForwardedFor(xff, socket, proxies)), proxies);

describe('the client address through the production server', () => {
  it('with no proxy (the default), is the connection whatever X-Forwarded-For says', () => {
    expect(seen('6.6.6.6', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(seen('6.6.6.6, 7.7.7.7', '198.51.100.7', 0)).toBe('198.51.100.7');
    expect(seen(undefined, '::ffff:127.0.0.2', 0)).toBe('127.0.0.2');
    expect(seen(undefined, '2001:db8::1', 0)).toBe('2001:db8::1');
  });

  it('behind one proxy, is what the proxy appended, not what the client wrote before it', () => {
    expect(seen('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(seen('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, is what the outer one appended', () => {
    expect(seen('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('when a proxy is configured but the request came straight, is the connection', () => {
    expect(seen(undefined, '198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('keeps only the trusted entries in the header it hands on', () => {
    expect(trustedForwardedFor('6.6.6.6, 203.0.113.9', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(trustedForwardedFor(['6.6.6.6', '203.0.113.9'], '10.0.0.2', 1)).toBe(
      '203.0.113.9, 10.0.0.2',
    );
  });
});

describe('clientIp on a header nothing rewrote (next dev, tests)', () => {
  it('falls back sensibly', () => {
    expect(clientIp(req('203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientIp(req('203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientIp(req(), 1)).toBe('unknown');
    expect(clientIp(req('x'.repeat(100)), 0)).toBe('unknown');
  });
});
