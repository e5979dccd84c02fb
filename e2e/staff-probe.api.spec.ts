import { expect, test, type APIRequestContext } from './fixtures';
import { encodeAttribution, type Attribution } from '../lib/campaigns/attribution';
import { bookForPatient, logIn } from './booking-api';
import { phoneFor } from './phones';
import { demoLogin, staffApiLogIn } from './staff';

// The staff side as a probe of it found it, over HTTP on the production server: a lead's
// source never links off the site, opening a lead is audited, an impossible date is a 400 or
// a named message, no number reaches the campaign report, and its lead → booking rate is the
// share of leads booked from. Each member logs in once for the whole file.

test.describe.configure({ mode: 'serial' });

const TAG = `${process.pid.toString(36)}${Date.now().toString(36)}`;
// Addresses of this file's own, so no per-address limit of another spec is spent.
const from = (n: number) => ({ 'x-forwarded-for': `198.18.${(process.pid + 99) % 256}.${n}` });

let admin: { request: APIRequestContext; cookie: string; email: string };
let marketing: { request: APIRequestContext; cookie: string };

test.beforeAll(async ({ playwright, baseURL }) => {
  const asAdmin = demoLogin('admin');
  const adminRequest = await playwright.request.newContext({ baseURL });
  admin = {
    request: adminRequest,
    cookie: await staffApiLogIn(adminRequest, asAdmin, from(1)),
    email: asAdmin.email,
  };
  const marketingRequest = await playwright.request.newContext({ baseURL });
  marketing = {
    request: marketingRequest,
    cookie: await staffApiLogIn(marketingRequest, demoLogin('marketing'), from(2)),
  };
});

test.afterAll(async () => {
  await admin?.request.dispose();
  await marketing?.request.dispose();
});

const get = (who: { request: APIRequestContext; cookie: string }, path: string) =>
  who.request.get(path, { headers: { cookie: who.cookie }, maxRedirects: 0 });

/** The page's text as a reader sees it: React's separators between text parts removed. */
async function pageText(who: { request: APIRequestContext; cookie: string }, path: string) {
  const res = await get(who, path);
  expect(res.status(), path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
}

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const FOREIGN = `https://www.diagnobook.test//evil.example/phish-${TAG}`;
let leadId = 0;

/** The id of the open lead whose source is `source`: from the queue, else the ids after it. */
async function leadWithSource(source: string): Promise<number> {
  type Listed = { id: number; source: { text: string } };
  const queue = (await (await get(admin, '/api/staff/leads/')).json()) as { leads: Listed[] };
  const listed = queue.leads.find((l) => l.source.text === source);
  if (listed) return listed.id;
  // More than a queue's worth waits before it: read the leads after the newest one listed.
  let misses = 0;
  for (let id = Math.max(0, ...queue.leads.map((l) => l.id)) + 1; misses < 50; id++) {
    const res = await get(admin, `/api/staff/leads/${id}/`);
    if (res.status() !== 200) {
      misses++;
      continue;
    }
    misses = 0;
    if (((await res.json()) as { lead: Listed }).lead.source.text === source) return id;
  }
  throw new Error(`no lead from ${source}`);
}

test("a lead's source that is no path of this site is text, never a link off the site", async () => {
  const asked = await admin.request.post('/api/aggregator/call_me/', {
    data: { call_me_number: phoneFor(`probe-source-${TAG}`, '9'), source: FOREIGN },
    headers: from(3),
  });
  expect(asked.status()).toBe(200);
  leadId = await leadWithSource(FOREIGN);

  const offSite = /href="[^"]*evil\.example/;
  const queue = await pageText(admin, '/ops/leads/');
  expect(queue).not.toMatch(offSite);
  const page = await pageText(admin, `/ops/leads/${leadId}/`);
  expect(page).toContain(FOREIGN);
  expect(page).not.toMatch(offSite);
  const api = (await (await get(admin, `/api/staff/leads/${leadId}/`)).json()) as {
    lead: { source: unknown };
  };
  expect(api.lead.source).toEqual({ text: FOREIGN, href: null });
});

test('opening a lead, by its page or its API, writes a lead.viewed audit row', async () => {
  expect(leadId).toBeGreaterThan(0);
  const trail = `/ops/audit/?${new URLSearchParams({
    staff: admin.email,
    action: 'lead.viewed',
    record_type: 'lead',
    record_id: String(leadId),
  })}`;
  const views = async () =>
    (await pageText(admin, trail)).match(/<td data-label="Action">lead\.viewed<\/td>/g)?.length ??
    0;
  const before = await views();
  expect((await get(admin, `/api/staff/leads/${leadId}/`)).status()).toBe(200);
  expect(await views()).toBe(before + 1);
  expect((await get(admin, `/ops/leads/${leadId}/`)).status()).toBe(200);
  expect(await views()).toBe(before + 2);
});

test.describe('an impossible date', () => {
  for (const bad of ['2026-13-45', '9999-99-99', '0000-00-00']) {
    test(`${bad} on the audit trail is named on the page, not a 500`, async () => {
      const text = await pageText(admin, `/ops/audit/?from=${bad}`);
      expect(text).toContain(`from: ${bad} is not a date in the calendar`);
    });
  }

  test('in the campaign report is a 400 from its CSV and a named message on its page', async () => {
    const csv = await get(marketing, '/api/ops/campaigns/report.csv?from=2026-02-31&to=2026-03-01');
    expect(csv.status()).toBe(400);
    expect(await csv.json()).toEqual({
      reason: 'from: 2026-02-31 is not a date in the calendar',
      error_code: 400,
      sub_code: 'invalid_parameter',
      extra_data: {
        fields: [{ field: 'from', message: '2026-02-31 is not a date in the calendar' }],
      },
    });
    const page = await pageText(marketing, '/ops/campaigns/?from=2026-02-31&to=2026-03-01');
    expect(page).toContain('from: 2026-02-31 is not a date in the calendar');
  });

  test('in the bookings search and the centre day is a 400 or a named message', async () => {
    const api = await get(admin, '/api/staff/bookings/?date=9999-12-31');
    expect(api.status()).toBe(400);
    expect((await api.json()).reason).toBe(
      'date: 9999-12-31 is not between 2000-01-01 and 2099-12-31',
    );
    expect(await pageText(admin, '/ops/bookings/?date=2026-02-31')).toContain(
      '2026-02-31 is not a date in the calendar',
    );
    expect(await pageText(admin, '/partner/?date=2026-02-31')).toContain(
      'The day 2026-02-31 is not a date in the calendar; today is shown.',
    );
  });
});

test('a number in a campaign value, however it is joined, never reaches the report', async () => {
  for (const campaign of ['98765_43210', '98765/43211', '98765x43212']) {
    const page = `/hyderabad/?utm_source=whatsapp&utm_medium=chat&utm_campaign=${encodeURIComponent(campaign)}`;
    const seen = await marketing.request.post('/api/campaigns/view/', {
      data: { page },
      // A phone's browser: a crawler's view is not counted.
      headers: { ...from(4), 'user-agent': PHONE_BROWSER },
    });
    expect(seen.status()).toBe(204);
  }
  const csv = await (await get(marketing, '/api/ops/campaigns/report.csv')).text();
  const removed = csvRows(csv).filter((r) => r.source === 'whatsapp' && r.medium === 'chat');
  expect(removed.map((r) => r.campaign)).toContain('(removed)');
  expect(removed.reduce((s, r) => s + Number(r.landing_views), 0)).toBeGreaterThanOrEqual(3);
  const page = await pageText(marketing, '/ops/campaigns/');
  expect(page.includes('(removed)'), 'the page shows the value as removed').toBe(true);
  for (const shown of [csv, page]) expect(/98765.?4321/.test(shown)).toBe(false);
});

/** The report's CSV as objects by column name (a quoted cell may hold a comma). */
function csvRows(csv: string): Record<string, string>[] {
  const lines = csv
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
        m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!,
      ),
    );
  const [header, ...body] = lines;
  return body.map((cells) => Object.fromEntries(header!.map((name, k) => [name, cells[k] ?? ''])));
}

const touch = (campaign: string): Attribution => {
  const at = {
    source: 'google',
    medium: 'cpc',
    campaign,
    content: null,
    term: null,
    landing: '/hyderabad/',
    at: new Date().toISOString(),
  };
  return { first: at, last: at };
};

test('lead → booking counts leads booked from, never patients who booked on their own', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // One lead and two bookings made by patients on the site, all from one campaign: the old
  // report said 200%. None of the bookings came from the lead, so the rate is 0%.
  const campaign = `probe-rate-${TAG}`;
  const cookie = `campaign=${encodeAttribution(touch(campaign))}`;
  const lead = await marketing.request.post('/api/aggregator/call_me/', {
    data: { call_me_number: phoneFor(`probe-lead-${TAG}`, '9'), source: '/hyderabad/' },
    headers: { ...from(5), cookie },
  });
  expect(lead.status()).toBe(200);
  const value = encodeAttribution(touch(campaign));
  for (const n of [6, 7]) {
    // The cookie a campaign link leaves, beside the session the login adds.
    const patient = await playwright.request.newContext({
      baseURL,
      storageState: {
        cookies: [
          {
            name: 'campaign',
            value,
            domain: new URL(baseURL!).hostname,
            path: '/',
            expires: -1,
            httpOnly: true,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    const phone = phoneFor(`probe-booker-${n}-${TAG}`, '9');
    await logIn(patient, phone, from(n));
    await bookForPatient(patient, phone);
    await patient.dispose();
  }

  const rows = csvRows(await (await get(marketing, '/api/ops/campaigns/report.csv')).text());
  expect(Object.keys(rows[0]!)).toEqual(
    expect.arrayContaining(['leads_booked', 'lead_to_booking (leads_booked / leads)']),
  );
  const ours = rows.filter((r) => r.campaign === campaign);
  const sum = (name: string) => ours.reduce((s, r) => s + Number(r[name]), 0);
  expect([sum('leads'), sum('leads_booked'), sum('bookings')]).toEqual([1, 0, 2]);
  for (const r of rows) {
    const rate = r['lead_to_booking (leads_booked / leads)']!;
    if (rate !== '') expect(Number(rate), JSON.stringify(r)).toBeLessThanOrEqual(1);
  }

  const page = await pageText(marketing, '/ops/campaigns/');
  expect(page).toContain('Lead → booking: of the leads asked for in these dates, the share');
  // The last column of both tables is lead → booking.
  const rates = [...page.matchAll(/<tr>((?:<td[^>]*>.*?<\/td>)+)<\/tr>/g)].map(
    (m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].at(-1)![1]!,
  );
  expect(rates.length).toBeGreaterThan(1);
  for (const rate of rates) {
    expect(rate).toMatch(/^(–|\d+%)$/);
    if (rate !== '–') expect(Number(rate.slice(0, -1))).toBeLessThanOrEqual(100);
  }
  const ourRates = [
    ...page.matchAll(new RegExp(`<tr>(?:(?!</tr>).)*${campaign}(?:(?!</tr>).)*</tr>`, 'g')),
  ];
  expect(ourRates.length).toBeGreaterThan(0);
  // Its total (one lead, two bookings, none from the lead) is 0%, where the old report said
  // 200%; a row of a city and test without leads has no rate.
  const ourRateCells = ourRates.map((row) => />([^<>]*)<\/td><\/tr>$/.exec(row[0])![1]);
  expect(ourRateCells).toContain('0%');
  for (const rate of ourRateCells) expect(['0%', '–']).toContain(rate);

  // The chart, by default, counts what the tables count: every campaign in the range.
  const chart = /aria-label="Leads and bookings per day, [^"]*: (\d+) leads, (\d+) bookings"/.exec(
    page,
  );
  const all = (name: string) => rows.reduce((s, r) => s + Number(r[name]), 0);
  expect(chart && [Number(chart[1]), Number(chart[2])]).toEqual([all('leads'), all('bookings')]);
});
