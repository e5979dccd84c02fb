// Sealing: a round trip under the configured keys, bound to its booking, refused when changed,
// and opened under an older key after a new one was put first.
import { randomBytes } from 'node:crypto';
import { keyringFrom, open, seal } from './seal';

const key = () => randomBytes(32).toString('base64');
const config = (keys?: string) => ({
  HEALTH_DATA_KEYS: keys,
  STAFF_AUTH_SECRET: 's'.repeat(40),
  DATA_DIR: '/tmp/unused',
});
const PLAIN = JSON.stringify({ answers: { claustrophobia: 'yes', weight: 92 } });

it('seals under the first key and opens under it, with no answer readable in the sealed text', async () => {
  const ring = await keyringFrom(config(`k2:${key()},k1:${key()}`));
  const sealed = seal(ring, PLAIN, 'booking-a');
  expect(sealed.keyId).toBe('k2');
  expect(sealed.sealed).not.toMatch(/claustrophobia|yes|92/);
  expect(open(ring, sealed.keyId, sealed.sealed, 'booking-a')).toBe(PLAIN);
  // Each sealing has its own nonce: the same answers never seal alike.
  expect(seal(ring, PLAIN, 'booking-a').sealed).not.toBe(sealed.sealed);
});

it('does not open on another booking, or once changed', async () => {
  const ring = await keyringFrom(config(`k1:${key()}`));
  const { keyId, sealed } = seal(ring, PLAIN, 'booking-a');
  expect(() => open(ring, keyId, sealed, 'booking-b')).toThrow();
  const [v, iv, tag, body] = sealed.split('.');
  const flipped = `${body!.slice(0, -2)}${body!.endsWith('A') ? 'B' : 'A'}${body!.slice(-1)}`;
  expect(() => open(ring, keyId, [v, iv, tag, flipped].join('.'), 'booking-a')).toThrow();
});

it('opens what an older key sealed while that key is still listed, and not after', async () => {
  const old = key();
  const before = await keyringFrom(config(`k1:${old}`));
  const sealed = seal(before, PLAIN, 'booking-a');
  const rotated = await keyringFrom(config(`k2:${key()},k1:${old}`));
  expect(open(rotated, sealed.keyId, sealed.sealed, 'booking-a')).toBe(PLAIN);
  const dropped = await keyringFrom(config(`k2:${key()}`));
  expect(() => open(dropped, sealed.keyId, sealed.sealed, 'booking-a')).toThrow(/not configured/);
});

it("derives a key from the site's secret when no key is configured", async () => {
  const ring = await keyringFrom(config());
  expect(ring.current.id).toBe('site');
  expect(ring.current.key).toHaveLength(32);
});
