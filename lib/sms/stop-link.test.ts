import { phoneOfStopToken, stopLink, stopToken } from './stop-link';

it('carries the number encrypted: it opens only for that number, and a changed token for none', async () => {
  const token = await stopToken('9876543210');
  expect(token).not.toContain('9876543210');
  expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('9876543210');
  expect(await phoneOfStopToken(token)).toBe('9876543210');
  // Each message gets its own token.
  expect(await stopToken('9876543210')).not.toBe(token);
  const flipped = Buffer.from(token, 'base64url');
  flipped[14] = flipped[14]! ^ 1;
  expect(await phoneOfStopToken(flipped.toString('base64url'))).toBeNull();
  expect(await phoneOfStopToken('x'.repeat(51))).toBeNull();
  expect(await stopLink('9876543210')).toMatch(
    /^http:\/\/localhost:3000\/do-not-call\/[\w-]{51}\/$/,
  );
});
