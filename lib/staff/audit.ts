import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { auditLog } from '@/lib/db/staff-schema';

/** What a staff member did; the record is what it was done to. */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.login_failed',
  'staff.locked',
  'staff.login_slowed',
  'staff.code_slowed',
  'staff.password_changed',
  'staff.enrolled',
  'staff.logout',
  'staff.created',
  'staff.disabled',
  'staff.enabled',
  'staff.role_changed',
  'staff.unlocked',
  'staff.login_reset',
  'lead.viewed',
  'lead.claimed',
  'lead.released',
  'lead.number_viewed',
  'lead.family_viewed',
  'lead.outcome',
  'lead.note',
  'booking.viewed',
  'booking.created_on_behalf',
  'bookings.searched',
  'booking.moved',
  'report.uploaded',
  'report.downloaded',
  'report.new_time',
  'centre.day_viewed',
  'centre.settings_changed',
  'centre.slot_blocked',
  'centre.prices_changed',
  'roster.shift_added',
  'roster.shift_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface Actor {
  id: string | null;
  email: string;
  ip: string;
}

export interface AuditEntry {
  action: AuditAction;
  recordType: 'staff' | 'lead' | 'booking' | 'bookings' | 'centre';
  recordId: string;
  detail?: Record<string, unknown>;
  /**
   * When it happened, where the caller keeps its own clock (the call-back queue measures its
   * agents' handle time from these rows, on a simulated day too); the database's now otherwise.
   */
  at?: Date;
}

const INET = /^[0-9a-fA-F:.]{2,45}$/;

/** Appends one row to the audit trail (the table refuses updates and deletes). */
export async function audit(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffUserId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    detail: entry.detail ?? {},
    ip: INET.test(actor.ip) ? actor.ip : null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export interface AuditFilter {
  staffEmail?: string;
  action?: string;
  recordType?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  /** Rows older than this id (the next page). */
  before?: number;
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.staffEmail) where.push(eq(auditLog.staffEmail, filter.staffEmail.toLowerCase()));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.recordType) where.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId) where.push(eq(auditLog.recordId, filter.recordId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
