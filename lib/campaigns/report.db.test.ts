import { eq } from 'drizzle-orm';
import { bookableDates, cancelBooking, createBooking, getBooking } from '@/lib/booking';
import { recordLead } from '@/lib/call-me';
import { bookings } from '@/lib/db/schema';
import { indiaDate, indiaInstant } from '@/lib/locale/india';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import type { Attribution } from './attribution';
import { campaignReport, dailyCounts, reportCsv } from './report';
import { countView } from './views';

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
  // hyd-mri: 3 views, 2 leads, 2 bookings (one cancelled); pune-spine: 1 view, 1 booking.
  for (let k = 0; k < 3; k++)
    await countView(db, `${mri}?utm_source=google&utm_medium=cpc&utm_campaign=hyd-mri`, NOW);
  await countView(db, '/pune/?utm_source=facebook&utm_medium=social&utm_campaign=pune-spine', NOW);
  for (const phone of ['9000000101', '9000000102'])
    await recordLead(db, { phone, source: mri, attribution: came('hyd-mri') }, NOW);
  await recordLead(db, { phone: '9000000103', source: '/' }, NOW);
  await book('9000000101', came('hyd-mri'));
  const cancelled = await book('9000000102', came('hyd-mri'));
  await cancelBooking(db, (await getBooking(db, cancelled.row.reference))!, NOW);
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
      bookings: 2,
      cancellations: 1,
      bookedValue: await price('9000000101'),
      viewToLead: 2 / 3,
      leadToBooking: 1,
    },
    {
      campaign: 'pune-spine',
      source: 'facebook',
      medium: 'social',
      city: 'Pune',
      product: 'MRI Spine',
      views: 0,
      leads: 0,
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
    { day: TODAY, campaign: 'hyd-mri', leads: 2, bookings: 2 },
    { day: TODAY, campaign: 'pune-spine', leads: 0, bookings: 1 },
  ]);
});

it('writes the same figures as CSV, with no patient data and no formula cells', async () => {
  const rows = await campaignReport(t.db.db, range, 'campaign', false);
  const csv = reportCsv([...rows, { ...rows[0]!, campaign: '=HYPERLINK("x")' }]);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'campaign,source,medium,city,product,landing_views,leads,bookings,cancellations,booked_value_inr,view_to_lead,lead_to_booking',
  );
  expect(lines[3]).toBe(
    `hyd-mri,google,cpc,Hyderabad,MRI Brain,3,2,2,1,${rows[2]!.bookedValue},0.6667,1.0000`,
  );
  expect(lines.at(-1)).toMatch(/^"'=HYPERLINK\(""x""\)",/);
  expect(csv).not.toMatch(/\d{10}/);
  expect(csv).not.toContain('Asha');
});
