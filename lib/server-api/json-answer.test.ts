import { NextResponse } from 'next/server';
import { asResponse, JsonAnswer } from './json-answer';

const BODY = { booking: { reference: 'DX-ABC123', total: 3750, note: 'Fasting: 8 hours ₹' } };
const COOKIES = [
  {
    name: 'booking_access',
    value: 'a b;c',
    httpOnly: true,
    secure: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge: 3600,
  },
  { name: 'pin', value: '1764150000000', path: '/', maxAge: 10 },
];

/** Status, headers (set-cookie apart) and body, as a Pages route would write them. */
async function written(response: Response) {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    // NextResponse's cookies also write Next's header for a proxy's (middleware's) cookies,
    // which is not the browser's.
    if (name !== 'set-cookie' && name !== 'x-middleware-set-cookie') headers.push([name, value]);
  });
  // Expires is worked out from Max-Age at the moment of the call: the second may differ.
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.replace(/Expires=[^;]+/, 'Expires=*'));
  return { status: response.status, headers, cookies, body: await response.text() };
}

describe('JsonAnswer', () => {
  it('is the answer NextResponse.json gives: status, headers, cookies and body', async () => {
    const next = NextResponse.json(BODY, {
      status: 201,
      headers: { 'Cache-Control': 'private, no-store' },
    });
    const answer = new JsonAnswer(BODY, {
      status: 201,
      headers: { 'Cache-Control': 'private, no-store' },
    });
    for (const cookie of COOKIES) {
      next.cookies.set(cookie);
      answer.cookies.set(cookie);
    }
    expect(await written(asResponse(answer))).toEqual(await written(next));
    expect(answer.text()).toBe(JSON.stringify(BODY));
    expect(answer.headers.get('content-type')).toBe('application/json');
  });

  it('answers 200 by default, and asResponse leaves a Response as it is', async () => {
    expect(new JsonAnswer({ ok: true }).status).toBe(200);
    const response = Response.json({ ok: true });
    expect(asResponse(response)).toBe(response);
  });
});
