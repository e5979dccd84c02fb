import { decodeCursor, encodeCursor } from '.';
import { sanitiseReviewHtml } from './sanitise';

describe('review cursors', () => {
  it('round-trip', () => {
    const cursor = { created: new Date('2026-10-30T23:09:59.356Z'), id: 4711 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    'abc',
    Buffer.from('2026-10-30|x').toString('base64url'),
    Buffer.from('yesterday|1').toString('base64url'),
    Buffer.from('2026-10-30T23:09:59.356Z|1|2').toString('base64url'),
  ])('reject %j', (text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});

describe('sanitiseReviewHtml', () => {
  it.each([
    ['Quick & clean', 'Quick &amp; clean'],
    ['Rs 1,200 < what others charge', 'Rs 1,200 &lt; what others charge'],
    ['<script>alert(1)</script>Fine', 'Fine'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<strong onclick="x()">Good</strong>', '<strong>Good</strong>'],
    ['Line one\nLine two', 'Line one<br>Line two'],
  ])('%j -> %j', (input, output) => {
    expect(sanitiseReviewHtml(input)).toBe(output);
  });
});
