// The header's language switch: the chosen language in a cookie, and a 303 to the same page
// in it with its query and hash; a bad language is refused, a foreign page is never followed.
import { NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { apiError } from '@/lib/testing/route';
import { GET, POST } from './route';

const ORIGIN = 'http://127.0.0.1:3000';
const context = { params: Promise.resolve({}) };

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return POST(
    new NextRequest(`${ORIGIN}/api/language/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    context,
  );
}

describe('POST /api/language/', () => {
  it('answers 303 to the same page in the chosen language, query and hash kept', async () => {
    const res = await post({
      to: 'hi',
      next: '/hyderabad/mri-brain/ab12cd/?utm_source=google&gclid=xyz#/book-appointment/walkin/',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      '/hi/hyderabad/mri-brain/ab12cd/?utm_source=google&gclid=xyz#/book-appointment/walkin/',
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('keeps the language for a year in a Lax cookie on the whole site', async () => {
    const res = await post({ to: 'te', next: '/' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`${LANGUAGE_COOKIE}=te`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(res.headers.get('location')).toBe('/te/');
  });

  it('moves between languages: the prefix of the page it came from is replaced', async () => {
    expect(
      (await post({ to: 'te', next: '/hi/search/?query=khoon&city_id=1' })).headers.get('location'),
    ).toBe('/te/search/?query=khoon&city_id=1');
    expect(
      (await post({ to: 'en', next: '/te/hyderabad/?utm_campaign=x' })).headers.get('location'),
    ).toBe('/hyderabad/?utm_campaign=x');
    expect((await post({ to: 'en', next: '/hi/' })).headers.get('location')).toBe('/');
  });

  it.each([
    '//evil.com/hyderabad/',
    'https://evil.com/',
    '\\\\evil.com',
    '/\\evil.com',
    'hyderabad/',
    'javascript:alert(1)',
    '/api/language/',
    '/ops/bookings/',
    `/${'a'.repeat(3000)}`,
  ])(
    'sends a foreign or malformed next (case %#) to the home page of the language',
    async (next) => {
      const res = await post({ to: 'hi', next });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/hi/');
    },
  );

  it('refuses a next with a control character, as every input of the site (400)', async () => {
    const res = await post({ to: 'hi', next: '/\t/evil.com' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('without next (no script), returns to the page of a same-site Referer, never a foreign one', async () => {
    const own = await post(
      { to: 'hi', next: '' },
      { host: '127.0.0.1:3000', referer: `${ORIGIN}/pune/?utm_source=sms` },
    );
    expect(own.headers.get('location')).toBe('/hi/pune/?utm_source=sms');
    const foreign = await post(
      { to: 'hi', next: '' },
      { host: '127.0.0.1:3000', referer: 'https://evil.com/pune/' },
    );
    expect(foreign.headers.get('location')).toBe('/hi/');
  });

  it.each([{ to: 'fr' }, { to: '' }, {}, { to: 'HI' }])(
    'refuses a language it does not speak (%j) with 400 in the shared shape',
    async (fields) => {
      const res = await post({ ...fields, next: '/' } as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      const body = apiError.parse(await res.json());
      expect(body).toMatchObject({ error_code: 400, sub_code: 'invalid_parameter' });
      expect(body.extra_data.fields).toEqual([expect.objectContaining({ field: 'to' })]);
    },
  );

  it('refuses a body that is not a form (415) or too large (413), in the shared shape', async () => {
    const json = await POST(
      new NextRequest(`${ORIGIN}/api/language/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'hi' }),
      }),
      context,
    );
    expect(json.status).toBe(415);
    expect((await json.json()).sub_code).toBe('unsupported_media_type');
    const large = await post({ to: 'hi', next: `/${'x'.repeat(10_000)}` });
    expect(large.status).toBe(413);
  });

  it('refuses a post from another site (403) and a GET (405)', async () => {
    const forged = await post({ to: 'hi', next: '/' }, { origin: 'https://evil.com' });
    expect(forged.status).toBe(403);
    const get = GET();
    expect(get.status).toBe(405);
  });
});
