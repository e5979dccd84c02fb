// One lead as its page shows it: the number masked, who holds it, and what was done so far.
import { storedAttribution } from '@/lib/campaigns';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, cities, leads, products } from '@/lib/db/schema';
import { auditLog, leadActivity, leadBookings, staffUsers } from '@/lib/db/staff-schema';
import { maskPhone } from '@/lib/log';
import { audit, type StaffViewer } from '@/lib/staff';
import { staleBefore } from './conditions';
import type { LeadDetail } from './contract';
import { leadNotFound } from './errors';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { indiaLocalInputValue, minutesBetween } from './format';
import { leadSource } from './source';
import {
  CLAIM_STALE_MINUTES,
  isOpenStatus,
  MAX_ATTEMPTS,
  OUTCOME_LABELS,
  STATUS_LABELS,
  type LeadOutcome,
  type LeadStatus,
} from './states';

function kindLabel(kind: string): string {
  return kind === 'note' ? 'Note' : (OUTCOME_LABELS[kind as LeadOutcome] ?? kind);
}

/** The lead's last campaign touch, as the agent reads it. */
function campaignOf(stored: unknown) {
  const last = storedAttribution(stored)?.last;
  return last
    ? { name: last.campaign, source: last.source, medium: last.medium }
    : { name: 'direct', source: 'direct', medium: '(none)' };
}

/** The lead `staffId` asks for at `now`; 404 when there is none. */
export async function leadDetail(
  db: Db,
  staffId: string,
  leadId: number,
  now: Date = new Date(),
): Promise<LeadDetail> {
  const [[row], activity, linked] = await Promise.all([
    db
      .select({
        lead: leads,
        test: products.displayName,
        testName: products.name,
        city: cities.name,
        holder: staffUsers.name,
      })
      .from(leads)
      .leftJoin(products, eq(products.id, leads.productId))
      .leftJoin(cities, eq(cities.id, leads.cityId))
      .leftJoin(staffUsers, eq(staffUsers.id, leads.claimedBy))
      .where(eq(leads.id, leadId)),
    db
      .select({
        id: leadActivity.id,
        kind: leadActivity.kind,
        body: leadActivity.body,
        at: leadActivity.createdAt,
        staff: staffUsers.name,
      })
      .from(leadActivity)
      .innerJoin(staffUsers, eq(staffUsers.id, leadActivity.staffUserId))
      .where(eq(leadActivity.leadId, leadId))
      .orderBy(asc(leadActivity.id)),
    db
      .select({ reference: bookings.reference })
      .from(leadBookings)
      .innerJoin(bookings, eq(bookings.id, leadBookings.bookingId))
      .where(eq(leadBookings.leadId, leadId))
      .orderBy(asc(leadBookings.createdAt)),
  ]);
  if (!row) throw leadNotFound();
  const { lead } = row;
  const open = isOpenStatus(lead.status);
  const held =
    open && lead.claimedBy !== null && lead.claimedAt !== null && lead.claimedAt > staleBefore(now);
  const due = lead.dueAt === null || lead.dueAt <= now;
  const since = lead.dueAt ?? lead.createdAt;
  const lapsesAt = lead.claimedAt
    ? new Date(lead.claimedAt.getTime() + CLAIM_STALE_MINUTES * 60_000)
    : null;
  return {
    id: lead.id,
    status: lead.status as LeadStatus,
    status_label: STATUS_LABELS[lead.status as LeadStatus] ?? lead.status,
    open,
    masked_phone: maskPhone(lead.phone),
    test: row.test ?? row.testName,
    city: row.city,
    source: leadSource(lead.source),
    campaign: campaignOf(lead.attribution),
    created_at: lead.createdAt.toISOString(),
    created_label: indiaDateTimeLabel(lead.createdAt),
    waiting_since: since.toISOString(),
    wait_minutes: minutesBetween(since, now),
    due_at: open && lead.dueAt ? lead.dueAt.toISOString() : null,
    due_label: open && lead.dueAt ? indiaDateTimeLabel(lead.dueAt) : null,
    attempts: lead.attempts,
    max_attempts: MAX_ATTEMPTS,
    request_count: lead.requestCount,
    holder:
      held && lead.claimedAt && lapsesAt
        ? {
            name: row.holder ?? 'Another agent',
            is_me: lead.claimedBy === staffId,
            claimed_at: lead.claimedAt.toISOString(),
            lapses_at: lapsesAt.toISOString(),
            lapses_label: indiaDateTimeLabel(lapsesAt),
          }
        : null,
    can_claim: open && due && !held,
    bookings: linked,
    activity: activity.map((a) => ({
      id: a.id,
      kind: a.kind,
      kind_label: kindLabel(a.kind),
      body: a.body,
      staff_name: a.staff,
      at: a.at.toISOString(),
      at_label: indiaDateTimeLabel(a.at),
    })),
    as_of: now.toISOString(),
    as_of_local: indiaLocalInputValue(now),
  };
}

/**
 * How long a lead page's own refreshes (every 15 s while it is open) count as the view its
 * opening wrote: within it they write no row of their own, after it they write one again.
 */
export const REFRESH_VIEW_MINUTES = 10;

/** Whether the member has a 'lead.viewed' row for the lead within the window (the trail's clock). */
async function viewedLately(db: Db, staffId: string, leadId: number) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.staffUserId, staffId),
        gte(auditLog.at, sql`now() - make_interval(mins => ${REFRESH_VIEW_MINUTES})`),
        eq(auditLog.action, 'lead.viewed'),
        eq(auditLog.recordType, 'lead'),
        eq(auditLog.recordId, String(leadId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A lead opened by a member (its page, or GET /api/staff/leads/<id>/): the agents' notes can
 * carry health details, so the opening is written to the audit trail as 'lead.viewed' before
 * the lead is returned, as a booking's is. An unknown lead is a 404 and writes nothing.
 * A `refresh` (the open page polling) writes a row only when the member has none for this
 * lead in the last REFRESH_VIEW_MINUTES: the trail keeps who saw it and when without a row
 * every 15 s, and no caller can read a lead unaudited by calling itself a refresh.
 */
export async function openLead(
  db: Db,
  viewer: StaffViewer,
  leadId: number,
  now: Date = new Date(),
  { refresh = false }: { refresh?: boolean } = {},
): Promise<LeadDetail> {
  const lead = await leadDetail(db, viewer.id, leadId, now);
  if (!refresh || !(await viewedLately(db, viewer.id, leadId))) {
    await audit(db, viewer, {
      action: 'lead.viewed',
      recordType: 'lead',
      recordId: String(leadId),
      detail: refresh ? { via: 'refresh' } : {},
    });
  }
  return lead;
}
