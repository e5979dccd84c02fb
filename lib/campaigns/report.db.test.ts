import { eq } from 'drizzle-orm';
import { bookableDates, cancelBooking, createBooking, getBooking } from '@/lib/booking';
import { recordLead } from '@/lib/call-me';
import { sql } from 'drizzle-orm';
import { bookings } from '@/lib/db/schema';
import { leadBookings } from '@/lib/db/staff-schema';
import { indiaDate, indiaInstant } from '@/lib/locale/india';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import type { Attribution } from './attribution';
import { campaignReport, dailyCounts, reportCsv, totalsByCampaign } from './report';
import { countView } from './views';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// A fixed fixture counted by hand: the report must give exactly these figures.

const t = setUpScenarioDb();
const NOW = new Date();
const TODAY = indiaDate(NOW);
const range = { from: TODAY, to: TODAY };

const came = (campaign: string, source = 'google', medium = 'cpc'): Attribution => {
  const touch = {
    source,
    medium,
    campaign,
    content: null,
    term: null,
    landing: '/hyderabad/',
    at: NOW.toISOString(),
  };
  return { first: touch, last: touch };
};

let slot = 0;
async function book(phone: string, attribution: Attribution | null, product = t.ids.mriBrain) {
  const day = bookableDates(NOW)[1]!;
  const centre = product === t.ids.mriSpine ? t.ids.centres.p1 : t.ids.centres.a1;
  const { booking } = await createBooking(
    t.db.db,
    {
      product_random_id: product.randomId,
      centre_id: centre.id,
      service: 'walkin',
      slot_start: indiaInstant(day, 9 * 60 + 30 * slot++).toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
    },
    `report-${phone}-${slot}`,
    NOW,
    null,
    null,
    attribution,
  );
  return booking;
}

beforeAll(async () => {
  const db = t.db.db;
  const mri = `/hyderabad/mri-brain/${t.ids.mriBrain.randomId}/`;
  // hyd-mri: 3 views, 2 leads (one booked from: its booking linked to it), 4 bookings (one
  // cancelled, two made on the site by patients who never asked for a call); pune-spine:
  // 1 view, 1 booking.
  for (let k = 0; k < 3; k++)
    await countView(db, `${mri}?utm_source=google&utm_medium=cpc&utm_campaign=hyd-mri`, NOW);
  await countView(db, '/pune/?utm_source=facebook&utm_medium=social&utm_campaign=pune-spine', NOW);
  const leadIds: number[] = [];
  for (const phone of ['9000000101', '9000000102'])
    leadIds.push(
      (await recordLead(db, { phone, source: mri, attribution: came('hyd-mri') }, NOW)).id!,
    );
  await recordLead(db, { phone: '9000000103', source: '/' }, NOW);
  const fromLead = await book('9000000101', came('hyd-mri'));
  await db.insert(leadBookings).values({ leadId: leadIds[0]!, bookingId: fromLead.row.id });
  const cancelled = await book('9000000102', came('hyd-mri'));
  await cancelBooking(db, (await getBooking(db, cancelled.row.reference))!, NOW);
  await book('9000000106', came('hyd-mri'));
  await book('9000000107', came('hyd-mri'));
  await book('9000000104', came('pune-spine', 'facebook', 'social'), t.ids.mriSpine);
  await book('9000000105', null);
});

it('gives each campaign, city and product its views, leads, bookings, cancellations and value', async () => {
  const rows = await campaignReport(t.db.db, range, 'campaign', false);
  const price = async (phone: string) =>
    (await t.db.db.select().from(bookings).where(eq(bookings.phone, phone)))[0]!.total;
  expect(rows).toEqual([
    {
      campaign: 'direct',
      source: 'direct',
      medium: '(none)',
      city: 'Hyderabad',
      product: 'MRI Brain',
      views: 0,
      leads: 0,
      bookedLeads: 0,
      bookings: 1,
      cancellations: 0,
      bookedValue: await price('9000000105'),
      viewToLead: null,
      leadToBooking: null,
    },
    {
      campaign: 'direct',
      source: 'direct',
      medium: '(none)',
      city: null,
      product: null,
      views: 0,
      leads: 1,
      bookedLeads: 0,
      bookings: 0,
      cancellations: 0,
      bookedValue: 0,
      viewToLead: null,
      leadToBooking: 0,
    },
    {
      campaign: 'hyd-mri',
      source: 'google',
      medium: 'cpc',
      city: 'Hyderabad',
      product: 'MRI Brain',
      views: 3,
      leads: 2,
      bookedLeads: 1,
      bookings: 4,
      cancellations: 1,
      bookedValue:
        (await price('9000000101')) + (await price('9000000106')) + (await price('9000000107')),
      viewToLead: 2 / 3,
      // Four bookings against two leads is not 200%: one of the two leads was booked from.
      leadToBooking: 1 / 2,
    },
    {
      campaign: 'pune-spine',
      source: 'facebook',
      medium: 'social',
      city: 'Pune',
      product: 'MRI Spine',
      views: 0,
      leads: 0,
      bookedLeads: 0,
      bookings: 1,
      cancellations: 0,
      bookedValue: await price('9000000104'),
      viewToLead: null,
      leadToBooking: null,
    },
    {
      campaign: 'pune-spine',
      source: 'facebook',
      medium: 'social',
      city: 'Pune',
      product: null,
      views: 1,
      leads: 0,
      bookedLeads: 0,
      bookings: 0,
      cancellations: 0,
      bookedValue: 0,
      viewToLead: 0,
      leadToBooking: null,
    },
  ]);
});

it('sorts by any column, and counts nothing outside the range', async () => {
  const byBookings = await campaignReport(t.db.db, range, 'bookings', true);
  expect(byBookings[0]!.campaign).toBe('hyd-mri');
  const yesterday = indiaDate(new Date(NOW.getTime() - 86_400_000));
  expect(await campaignReport(t.db.db, { from: yesterday, to: yesterday })).toEqual([]);
});

it('counts leads and bookings per day for the chosen campaigns', async () => {
  expect(await dailyCounts(t.db.db, range, ['hyd-mri', 'pune-spine'])).toEqual([
    { day: TODAY, campaign: 'hyd-mri', leads: 2, bookings: 4 },
    { day: TODAY, campaign: 'pune-spine', leads: 0, bookings: 1 },
  ]);
});

it('charts by default what the table counts: every campaign, direct visits included', async () => {
  const counts = await dailyCounts(t.db.db, range, null);
  const rows = await campaignReport(t.db.db, range);
  const sum = (xs: { leads: number; bookings: number }[]) =>
    xs.reduce((s, x) => ({ leads: s.leads + x.leads, bookings: s.bookings + x.bookings }), {
      leads: 0,
      bookings: 0,
    });
  expect(sum(counts)).toEqual(sum(rows));
  expect(counts.map((c) => c.campaign)).toContain('direct');
  expect(await dailyCounts(t.db.db, range, [])).toEqual([]);
});

it('writes the same figures as CSV, with no patient data and no formula cells', async () => {
  const rows = await campaignReport(t.db.db, range, 'campaign', false);
  const csv = reportCsv([...rows, { ...rows[0]!, campaign: '=HYPERLINK("x")' }]);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'campaign,source,medium,city,product,landing_views,leads,leads_booked,bookings,cancellations,booked_value_inr,view_to_lead,lead_to_booking (leads_booked / leads)',
  );
  expect(lines[3]).toBe(
    `hyd-mri,google,cpc,Hyderabad,MRI Brain,3,2,1,4,1,${rows[2]!.bookedValue},0.6667,0.5000`,
  );
  expect(lines.at(-1)).toMatch(/^"'=HYPERLINK\(""x""\)",/);
  expect(csv).not.toMatch(/\d{10}/);
  expect(csv).not.toContain('Asha');
});

it('never puts a number in the report, whether the beacon brought it or an older row holds it', async () => {
  const db = t.db.db;
  const day = indiaDate(new Date(NOW.getTime() - 3 * 86_400_000));
  const then = { from: day, to: day };
  const at = indiaInstant(day, 12 * 60);
  expect(
    await countView(
      db,
      '/hyderabad/?utm_source=whatsapp&utm_medium=chat&utm_campaign=98765_43210',
      at,
    ),
  ).toBe(true);
  // As the beacon stored it before the check covered every joiner.
  await db.execute(sql`
    insert into campaign_views (day, path, city_id, product_id, source, medium, campaign, views)
    values (${day}::date, '/hyderabad/', null, null, 'whatsapp', 'chat', '98765/43211', 2)`);
  await recordLead(
    db,
    { phone: '9000000108', source: '/', attribution: came('98765_43212', 'whatsapp', 'chat') },
    at,
  );
  const rows = await campaignReport(db, then, 'campaign', false);
  // The stored view and the lead, each under another number, are one row of the report.
  const stored = await db.execute(
    sql`select campaign from campaign_views where day = ${day}::date order by campaign`,
  );
  expect(JSON.stringify(stored)).not.toContain('98765_43210');
  expect(
    rows.map((r) => [r.campaign, r.city, r.views, r.leads]).sort((x, y) => +x[2]! - +y[2]!),
  ).toEqual([
    ['(removed)', 'Hyderabad', 1, 0],
    ['(removed)', null, 2, 1],
  ]);
  expect(totalsByCampaign(rows)).toEqual([
    expect.objectContaining({
      campaign: '(removed)',
      source: 'whatsapp',
      medium: 'chat',
      views: 3,
      leads: 1,
    }),
  ]);
  const shown = JSON.stringify([rows, await dailyCounts(db, then, null), reportCsv(rows)]);
  expect(shown).not.toMatch(/98765/);
  expect(await dailyCounts(db, then, ['(removed)'])).toEqual([
    { day, campaign: '(removed)', leads: 1, bookings: 0 },
  ]);
});
