import { clientIp } from './client-ip';

const req = (xff?: string) =>
  new Request('http://x/', { headers: xff ? { 'x-forwarded-for': xff } : {} });

describe('clientIp', () => {
  it('takes the entry our proxy appended, ignoring what the client wrote before it', () => {
    expect(clientIp(req('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientIp(req('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  });

  it('falls back sensibly', () => {
    expect(clientIp(req('203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientIp(req('203.0.113.9'), 3)).toBe('203.0.113.9');
    expect(clientIp(req(), 1)).toBe('unknown');
    expect(clientIp(req('x'.repeat(100)), 1)).toBe('unknown');
  });
});
