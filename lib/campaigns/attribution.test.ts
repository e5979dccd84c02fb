import { NextRequest } from 'next/server';
import { config } from '@/proxy';
import { CAMPAIGN_COOKIE } from '@/lib/cookies/policy';
import {
  CAMPAIGN_KEYS,
  cleanValue,
  creditedCampaign,
  decodeAttribution,
  DIRECT,
  encodeAttribution,
  touchFrom,
  withTouch,
} from './attribution';
import { attributionOf, campaignCookieFor } from './touch-cookie';

const SITE = 'https://www.example.in';
const MONDAY = new Date('2026-11-30T05:30:00Z');
const TUESDAY = new Date('2026-12-01T05:30:00Z');

function visit(path: string, { cookie, referer }: { cookie?: string; referer?: string } = {}) {
  const headers: Record<string, string> = { host: 'www.example.in' };
  if (cookie) headers.cookie = `${CAMPAIGN_COOKIE}=${cookie}`;
  if (referer) headers.referer = referer;
  return new NextRequest(`${SITE}${path}`, { headers });
}

describe('a campaign touch', () => {
  it('keeps the campaign parameters and the landing path, nothing else of the query', () => {
    const touch = touchFrom(
      new URL(
        `${SITE}/pune/mri-brain/abc123/?utm_source=Google&utm_medium=cpc&utm_campaign=Pune-MRI-Dec&name=Asha&phone=9876543210`,
      ),
      MONDAY,
    );
    expect(touch).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'pune-mri-dec',
      content: null,
      term: null,
      landing: '/pune/mri-brain/abc123/',
      at: MONDAY.toISOString(),
    });
  });

  it("names a click id's network and never keeps its value", () => {
    const touch = touchFrom(new URL(`${SITE}/pune/?gclid=EAIaIQobChMI123`), MONDAY)!;
    expect(touch).toMatchObject({ source: 'google', medium: 'cpc', campaign: '(not set)' });
    expect(JSON.stringify(touch)).not.toContain('EAIaIQ');
    expect(touchFrom(new URL(`${SITE}/pune/?fbclid=xyz`), MONDAY)!.source).toBe('facebook');
  });

  it('is no touch without campaign parameters', () => {
    expect(touchFrom(new URL(`${SITE}/pune/?city_id=3`), MONDAY)).toBeNull();
  });

  it('drops what reads as a phone number and control characters', () => {
    expect(cleanValue('call 98765 43210 now')).toBe('(removed)');
    expect(cleanValue('+91-98765-43210')).toBe('(removed)');
    expect(cleanValue(' Diwali\u0000Sale ')).toBe('diwalisale');
    expect(cleanValue('x'.repeat(500))).toHaveLength(100);
  });
});

describe('first and last touch', () => {
  const first = touchFrom(new URL(`${SITE}/pune/?utm_source=google&utm_campaign=a`), MONDAY)!;
  const second = touchFrom(new URL(`${SITE}/pune/?utm_source=facebook&utm_campaign=b`), TUESDAY)!;

  it('a second campaign visit sets the last touch and keeps the first', () => {
    const after = withTouch(withTouch(null, first), second);
    expect(after).toEqual({ first, last: second });
    expect(creditedCampaign(after)).toBe('b');
  });

  it('round-trips through the cookie; anything edited or foreign reads as direct', () => {
    const value = encodeAttribution({ first, last: second });
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAttribution(value)).toEqual({ first, last: second });
    expect(decodeAttribution(`${value.slice(0, -4)}AAAA`)).toEqual(DIRECT);
    expect(
      decodeAttribution(encodeAttribution({ first, last: { ...second, landing: 'x' } })),
    ).toEqual(DIRECT);
    expect(decodeAttribution('not base64 at all!')).toEqual(DIRECT);
    expect(decodeAttribution(undefined)).toEqual(DIRECT);
    expect(creditedCampaign(DIRECT)).toBe('direct');
  });
});

describe('the cookie the proxy sets', () => {
  it('is set on a campaign visit from outside, kept 30 days, HttpOnly', () => {
    const cookie = campaignCookieFor(visit('/pune/?utm_source=google&utm_campaign=a'), MONDAY)!;
    expect(cookie).toMatchObject({ name: CAMPAIGN_COOKIE, httpOnly: true, maxAge: 30 * 86_400 });
    expect(decodeAttribution(cookie.value).last?.campaign).toBe('a');
  });

  it('is not touched by a page reached from this site with the carried query', () => {
    const request = visit('/pune/ct-chest/xyz789/?utm_source=google&utm_campaign=a', {
      referer: `${SITE}/pune/mri-brain/abc123/?utm_source=google&utm_campaign=a`,
    });
    expect(campaignCookieFor(request, TUESDAY)).toBeNull();
  });

  it('keeps the first touch of the cookie it finds', () => {
    const earlier = campaignCookieFor(visit('/pune/?utm_source=google&utm_campaign=a'), MONDAY)!;
    const later = campaignCookieFor(
      visit('/mumbai/?utm_source=facebook&utm_campaign=b', {
        cookie: earlier.value,
        referer: 'https://www.facebook.com/',
      }),
      TUESDAY,
    )!;
    const both = decodeAttribution(later.value);
    expect([both.first?.campaign, both.last?.campaign]).toEqual(['a', 'b']);
  });

  it('a request with no campaign cookie is direct (null)', () => {
    expect(attributionOf(visit('/pune/'))).toBeNull();
  });
});

it('the proxy runs on a visit with any of the campaign keys (proxy.ts lists them literally)', () => {
  const keys = config.matcher
    .filter(
      (m): m is { source: string; has: { type: string; key: string }[] } => typeof m === 'object',
    )
    .flatMap((m) => m.has.map((h) => h.key));
  expect([...keys].sort()).toEqual([...CAMPAIGN_KEYS].sort());
});
