// A before/after check for a refactor that must not change what pages show:
//   npx tsx scripts/page-snapshot.ts --base http://127.0.0.1:PORT --log SERVER_LOG --out FILE.json
//   npx tsx scripts/page-snapshot.ts --compare before.json after.json   (exit 1 on a difference)
// For the public pages of every kind in each language, the staff sign-in page and a booking's
// page (booked as a patient does, the one-time code read from the server's log as e2e/otp.ts
// does, and cancelled again after) it records the visible text, the <a href>s and the JSON-LD
// blocks. Script and style text, and so chunk names, are not recorded; what differs per run (the
// booking's reference, the slot's day, the phone number, when it was booked) is replaced by
// placeholders. It reads pages over HTTP only, so the script of the newer tree takes both
// snapshots.
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { codeInSms, logLines, OUTBOX_MESSAGE } from '../e2e/server-log';
import { dayLabel, indiaDateTimeLabel } from '../lib/locale/india';
import { smsLogRef } from '../lib/sms/log-ref';
import { NOTHING_DECLARED } from '@/lib/safety/client';

/** Three categories (MRI, haematology, a health package) in three cities, from the sitemap. */
const PRODUCT_PATHS = [
  '/hyderabad/mri-brain/ay5jt4/',
  '/pune/cbc/ehe5ba/',
  '/bengaluru/full-body-checkup-basic/qbdtum/',
];
/** One page of every other kind, in English, Hindi and Telugu; and the staff sign-in page. */
const OTHER_PATHS = [
  '/',
  '/hyderabad/',
  '/search/?q=mri&city=hyderabad',
  '/scans/',
  '/about/',
  '/login/',
  '/privacy/',
  '/terms/',
  '/accessibility/',
  '/partners/accupath-diagnostics/hyderabad/',
  '/deal/hc_499_tvhr_0_33/',
  '/no-such-page/',
];
const PAGE_PATHS = [
  ...['', '/hi', '/te'].flatMap((prefix) =>
    [...OTHER_PATHS, ...PRODUCT_PATHS].map((path) => `${prefix}${path}`),
  ),
  '/ops/login/',
  '/partner/',
];
/** Booked: MRI Brain in Hyderabad (city 1), as e2e/booking.spec.ts does. */
const BOOKED = { randomId: 'ay5jt4', cityId: 1 };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface PageSnapshot {
  path: string;
  status: number;
  text: string;
  links: string[];
  jsonLd: Json[];
}

type Snapshot = Record<string, PageSnapshot>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return String.fromCodePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Keys in order at every level, so equal JSON-LD compares equal whatever its key order. */
function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key]!)]),
  );
}

function snapshotOf(path: string, status: number, html: string): PageSnapshot {
  const jsonLd = [
    ...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((m) => canonical(JSON.parse(m[1]!) as Json));
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)]
    .map((m) => decode(m[1]!))
    .filter((href) => !href.startsWith('/_next/static/'));
  const text = decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { path, status, text, links, jsonLd };
}

/** Replaces each string (longest first) by its placeholder in every text of a page. */
function placeholders(page: PageSnapshot, values: [string, string][]): PageSnapshot {
  const sorted = values.filter(([from]) => from).sort((a, b) => b[0].length - a[0].length);
  const swap = (s: string) => sorted.reduce((acc, [from, to]) => acc.split(from).join(to), s);
  const walk = (v: Json): Json =>
    typeof v === 'string'
      ? swap(v)
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return {
    path: swap(page.path),
    status: page.status,
    text: swap(page.text),
    links: page.links.map(swap),
    jsonLd: page.jsonLd.map(walk),
  };
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function json<T>(base: string, path: string, init?: RequestInit): Promise<T> {
  return (await (await call(base, path, init)).json()) as T;
}

/** The latest code the SMS outbox printed for `phone` since `sentAfter` (see e2e/otp.ts). */
async function codeFor(log: string, phone: string, sentAfter: number): Promise<string> {
  const ref = smsLogRef(phone);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const sent = logLines(existsSync(log) ? readFileSync(log, 'utf8') : '').filter(
      (l) => l.msg === OUTBOX_MESSAGE && l.to_ref === ref && (l.time ?? 0) >= sentAfter,
    );
    const code = sent.length > 0 ? codeInSms(sent.at(-1)!.sms ?? '') : null;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for the number in ${log} (is the server's outbox logging there?)`);
}

interface SlotsAnswer {
  dates: string[];
  slots: { start: string; remaining: number }[];
}

/** Logs a new patient in with a code, books the first free slot from tomorrow, reads its page. */
async function bookingPage(base: string, log: string): Promise<PageSnapshot> {
  const phone = `9${String(randomInt(1e9)).padStart(9, '0')}`;
  // An address of its own per run (a test range), so the per-address code limit never answers.
  const ip = { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` };
  const post = (body: object, headers: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ip, ...headers },
    body: JSON.stringify(body),
  });

  const sentAfter = Date.now() - 1000;
  const { request_id } = await json<{ request_id: string }>(
    base,
    '/api/auth/otp/',
    post({ phone }),
  );
  const code = await codeFor(log, phone, sentAfter);
  const verified = await call(base, '/api/auth/otp/verify/', post({ request_id, code }));
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

  const { centres } = await json<{ centres: { id: number }[] }>(
    base,
    `/api/booking/centres/?product_random_id=${BOOKED.randomId}&city_id=${BOOKED.cityId}`,
  );
  const centre = centres[0]!.id;
  const slotsOn = (date: string) =>
    json<SlotsAnswer>(
      base,
      `/api/booking/slots/?product_random_id=${BOOKED.randomId}&centre_id=${centre}&date=${date}`,
    );
  // From tomorrow on (today's early slots may be past), the first day the centre has room.
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  let chosen: { date: string; start: string } | null = null;
  for (const date of (await slotsOn(today)).dates.slice(1)) {
    const free = (await slotsOn(date)).slots.find((s) => s.remaining > 0);
    if (free) {
      chosen = { date, start: free.start };
      break;
    }
  }
  if (!chosen) throw new Error(`no free slot from tomorrow on at centre ${centre}`);

  const sentBooking = new Date();
  const { booking } = await json<{ booking: { reference: string } }>(
    base,
    '/api/booking/',
    post(
      {
        product_random_id: BOOKED.randomId,
        centre_id: centre,
        service: 'walkin',
        slot_start: chosen.start,
        safety: NOTHING_DECLARED,
        patient: { name: 'Snapshot Patient', age: 40, gender: 'female', phone },
      },
      { cookie, 'idempotency-key': `snapshot-${phone}` },
    ),
  );
  const answered = new Date();
  const path = `/booking/${booking.reference}/`;
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const page = snapshotOf(path, res.status, await res.text());
  // Cancelled again, so the next run finds the same slot free.
  await call(base, `/api/booking/${booking.reference}/cancel/`, post({}, { cookie }));

  return placeholders(page, [
    [booking.reference, '<reference>'],
    [phone, '<phone>'],
    [chosen.start, '<slot-start>'],
    [chosen.date, '<slot-date>'],
    [dayLabel(chosen.date), '<slot-day>'],
    // When it was booked, to the minute: the request may straddle a minute's turn.
    [indiaDateTimeLabel(sentBooking), '<booked-at>'],
    [indiaDateTimeLabel(answered), '<booked-at>'],
  ]);
}

async function takeSnapshot(base: string, log: string): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const path of PAGE_PATHS) {
    const res = await fetch(`${base}${path}`, { redirect: 'manual' });
    snapshot[path] = snapshotOf(path, res.status, await res.text());
  }
  snapshot['/booking/<reference>/'] = await bookingPage(base, log);
  return snapshot;
}

/** The first place two texts part, with some words either side. */
function textDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const around = (s: string) => JSON.stringify(s.slice(Math.max(0, at - 80), at + 80));
  return `text differs at ${at}:\n    before ${around(a)}\n    after  ${around(b)}`;
}

function compare(before: Snapshot, after: Snapshot): string[] {
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (!a || !b) {
      problems.push(`${key}: only ${a ? 'before' : 'after'}`);
      continue;
    }
    if (a.status !== b.status) problems.push(`${key}: status ${a.status} -> ${b.status}`);
    if (a.text !== b.text) problems.push(`${key}: ${textDifference(a.text, b.text)}`);
    if (!isDeepStrictEqual(a.links, b.links)) {
      const gone = a.links.filter((l) => !b.links.includes(l));
      const added = b.links.filter((l) => !a.links.includes(l));
      problems.push(
        `${key}: links ${a.links.length} -> ${b.links.length}` +
          ` (gone ${JSON.stringify(gone)}, new ${JSON.stringify(added)}, else order)`,
      );
    }
    const ldA = a.jsonLd.map((j) => JSON.stringify(j));
    const ldB = b.jsonLd.map((j) => JSON.stringify(j));
    if (!isDeepStrictEqual(ldA, ldB)) {
      const gone = ldA.filter((j) => !ldB.includes(j));
      const added = ldB.filter((j) => !ldA.includes(j));
      const lines = [...gone.map((j) => `gone ${j}`), ...added.map((j) => `new  ${j}`)];
      problems.push(
        `${key}: JSON-LD ${ldA.length} -> ${ldB.length} blocks\n    ${lines.join('\n    ')}`,
      );
    }
  }
  return problems;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      log: { type: 'string' },
      out: { type: 'string' },
      compare: { type: 'boolean', default: false },
    },
  });
  if (values.compare) {
    const [before, after] = positionals.map(
      (file) => JSON.parse(readFileSync(file, 'utf8')) as Snapshot,
    );
    if (!before || !after) throw new Error('--compare needs two snapshot files');
    const problems = compare(before, after);
    for (const p of problems) console.log(p);
    console.log(problems.length ? `${problems.length} differences` : 'equal');
    return problems.length ? 1 : 0;
  }
  if (!values.base || !values.log || !values.out) {
    throw new Error('usage: --base URL --log SERVER_LOG --out FILE.json | --compare A.json B.json');
  }
  const snapshot = await takeSnapshot(values.base.replace(/\/$/, ''), values.log);
  writeFileSync(values.out, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`${Object.keys(snapshot).length} pages written to ${values.out}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
