import { createTranslator } from 'next-intl';
import { messagesOf, type Messages } from '@/lib/i18n/messages';
import { cookieLifetime, cookieLines } from './cookie-list';

// The namespaces of login, My bookings, My data, a booking's page, the notices and the
// message links.
const NAMESPACES = [
  'account',
  'login',
  'myBookings',
  'myData',
  'bookingPage',
  'privacy',
  'terms',
  'accessibility',
  'legal',
  'doNotCall',
  'reminders',
];

/** Every value any of these messages takes. */
const VALUES = {
  number: '+91 98765 43210',
  reference: 'DB7K2M9Q',
  references: 'DB7K2M9Q, DB4H8P2X',
  count: 2,
  n: 2,
  site: 'DiagnoBook',
  phone: '1800 123 4567',
  email: 'grievance@example.in',
  name: 'A. Officer',
  days: 30,
  idle: 30,
  absolute: 90,
  version: '2026-11-26',
  date: '26 Nov 2026',
  most: '90 days',
  what: 'keeps you logged in',
  kept: '1 year',
  test: 'CBC',
  when: '24 Nov 2026, 15:30',
  centre: 'Vijaya Diagnostics',
  label: 'Booking received',
  product: 'MRI Brain',
  day: 'Tue, 24 Nov',
  time: '15:30',
  patient: 'Ravi',
  address: '12 MG Road',
  pincode: '500001',
  landmark: 'the temple',
  organisation: 'Vijaya',
  price: '₹4,500',
  channel: 'SMS',
  status: 'sent',
  reason: 'no signal',
  purpose: 'Offers',
};
/** A plain-text rendering of each tag. */
const TAGS = {
  link: (chunks: string) => `[${chunks}]`,
  call: (chunks: string) => `[${chunks}]`,
  strong: (chunks: string) => `*${chunks}*`,
  hidden: (chunks: string) => `(${chunks})`,
  code: (chunks: string) => `\`${chunks}\``,
  time: (chunks: string) => `<${chunks}>`,
};

function leaves(node: Messages | string, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

type Format = ((key: string, values?: object) => string) & {
  markup: (key: string, values?: object) => string;
};

function translator(locale: string, namespace: string): Format {
  return createTranslator({ locale, messages: messagesOf(locale), namespace } as never) as never;
}

/** The message as plain text: tags marked up, the "time" tag (the notice's date) included. */
function format(locale: string, namespace: string, key: string, source: string): string {
  const t = translator(locale, namespace);
  return source.includes('<time>')
    ? t.markup(key, { ...VALUES, ...TAGS })
    : t.markup(key, { ...TAGS, ...VALUES });
}

describe.each(['hi', 'te'])('the patient pages in %s', (locale) => {
  it.each(NAMESPACES)('%s: every English message is there, formats, and is translated', (ns) => {
    const english = new Map(leaves(messagesOf('en')[ns]!));
    const own = new Map(leaves(messagesOf(locale)[ns]!));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated: string[] = [];
    for (const [key, source] of own) {
      const text = format(locale, ns, key, source);
      expect(text).not.toContain('{');
      // Only patterns made of values alone may read the same as the English.
      if (
        source === english.get(key) &&
        /[a-z]{3}/i.test(source.replace(/\{[^}]*\}|<\/?\w+>/g, ''))
      ) {
        untranslated.push(key);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('counts reports and bookings with the language’s plural', () => {
    const t = translator(locale, 'myData');
    const one = t('reportsDeleted', { count: 1, references: 'DB7K2M9Q' });
    const three = t('reportsDeleted', { count: 3, references: 'DB7K2M9Q, DB4H8P2X, DB2C6V' });
    expect(one).toContain('DB7K2M9Q');
    expect(one).not.toMatch(/\b1\b/);
    expect(three).toContain('3');
    expect(three).toContain('DB7K2M9Q, DB4H8P2X, DB2C6V');
    expect(t('upcomingCancelled', { count: 1 })).not.toBe(t('upcomingCancelled', { count: 4 }));
    expect(t('upcomingCancelled', { count: 4 })).toContain('4');
  });

  it('says how long each cookie is kept in the language', () => {
    const t = createTranslator({
      locale,
      messages: messagesOf(locale),
      namespace: 'legal',
    } as never) as unknown as (key: string, values?: object) => string;
    const said = (key: string, values?: object) => t(key, values);
    expect(cookieLifetime(86_400, said)).toBe(locale === 'hi' ? '1 दिन' : '1 రోజు');
    expect(cookieLifetime(180 * 86_400, said)).toBe(locale === 'hi' ? '180 दिन' : '180 రోజులు');
    const lines = cookieLines(said);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line.what).not.toMatch(/[a-z]{4}/);
  });
});

it('English keeps today’s words for the cookie list', () => {
  expect(cookieLines()[0]!.kept).toMatch(/^until your login ends, at most \d+ days?$/);
});
