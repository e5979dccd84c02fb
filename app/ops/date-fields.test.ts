// Every date the staff side reads goes through one check (lib/locale/calendar-date): an
// impossible or absurd date is refused with its field named, never handed to a query.
import { bookingFiltersSchema } from '@/lib/booking-desk';
import { reportQuery } from '@/lib/campaigns';
import { closedDateBody } from '@/lib/centre-console';
import { zodIssues } from '@/lib/server-api/validation';
import { auditFilterQuery, toAuditFilter } from '@/lib/staff';

const BAD = ['2026-13-45', '2026-02-31', '0000-00-00', '9999-99-99', '9999-12-31'];

const issuesOf = (result: { success: boolean; error?: Parameters<typeof zodIssues>[0] }) =>
  result.success ? [] : zodIssues(result.error!).map((i) => `${i.field}: ${i.message}`);

describe.each(BAD)('the date %s', (bad) => {
  const named = expect.stringMatching(new RegExp(`^(from|to|date): ${bad} is not `));

  it('is refused by the audit filter, naming the field', () => {
    expect(issuesOf(auditFilterQuery.safeParse({ from: bad }))).toEqual([named]);
    expect(issuesOf(auditFilterQuery.safeParse({ to: bad }))).toEqual([named]);
  });

  it("is refused by the campaign report's range", () => {
    expect(issuesOf(reportQuery.safeParse({ from: bad, to: '2026-03-01' }))).toEqual([named]);
  });

  it('is refused by the bookings search and a centre closing a day', () => {
    expect(issuesOf(bookingFiltersSchema.safeParse({ date: bad }))).toEqual([named]);
    expect(issuesOf(closedDateBody.safeParse({ date: bad, closed: true }))).toEqual([named]);
  });
});

it('turns a good audit range into India instants, the to-day included', () => {
  const q = auditFilterQuery.parse({ from: '2026-02-28', to: '2026-02-28' });
  expect(toAuditFilter(q)).toMatchObject({
    from: new Date('2026-02-27T18:30:00.000Z'),
    to: new Date('2026-02-28T18:30:00.000Z'),
  });
});
