/** @jest-environment node */
import { NextRequest, NextResponse } from 'next/server';
import { pinReads, readsPinned } from './read-your-writes';

const NOW = 1_800_000_000_000;

function requestWith(cookie?: string) {
  return new NextRequest('http://localhost/api/booking/slots/', {
    headers: cookie ? { cookie } : {},
  });
}

describe('read-your-writes pin', () => {
  it('pins the reads of the browser that wrote, for the window only', () => {
    const response = NextResponse.json({});
    pinReads(response, 10, NOW);
    const set = response.cookies.get('rw_pin')!;
    expect(set).toMatchObject({ value: String(NOW + 10_000), httpOnly: true, maxAge: 10 });
    const again = requestWith(`rw_pin=${set.value}`);
    expect(readsPinned(again, 10, NOW + 9_999)).toBe(true);
    expect(readsPinned(again, 10, NOW + 10_000)).toBe(false);
  });

  it('does not pin without the cookie, with a bad one, or with one reaching past the window', () => {
    expect(readsPinned(requestWith(), 10, NOW)).toBe(false);
    expect(readsPinned(requestWith('rw_pin=soon'), 10, NOW)).toBe(false);
    expect(readsPinned(requestWith(`rw_pin=${NOW + 3_600_000}`), 10, NOW)).toBe(false);
  });

  it('sets nothing when the window is zero', () => {
    const response = NextResponse.json({});
    pinReads(response, 0, NOW);
    expect(response.cookies.get('rw_pin')).toBeUndefined();
  });
});
