// Rows for the call-back queue's database tests: agents, leads at chosen times, bookings.
// Agents are inserted as rows (not through better-auth): the queue only needs who they are.
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, leads } from '@/lib/db/schema';
import { auditLog, staffUsers } from '@/lib/db/staff-schema';
import type { StaffRole } from '@/lib/staff';
import type { LeadAgent } from './claim';

/** 10:00 in India on 21 Nov 2026, plus `minutes`. */
export const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 4, 30) + minutes * 60_000);

let agents = 0;

export async function agent(
  db: Db,
  name: string,
  role: StaffRole = 'ops_agent',
  /** Required for centre_staff (staff_users_org_ck). */
  organisationId?: number,
): Promise<LeadAgent & { name: string }> {
  const id = `agent-${++agents}-${name.toLowerCase().replace(/\W+/g, '-')}`;
  const email = `${id}@staff.example.in`;
  await db
    .insert(staffUsers)
    .values({ id, name, email, role, organisationId, emailVerified: true, twoFactorEnabled: true });
  return { id, name, email, ip: '10.0.0.7' };
}

export async function lead(
  db: Db,
  values: Partial<typeof leads.$inferInsert> & { phone: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({
      source: 'https://www.example.in/hyderabad/mri-brain/',
      updatedAt: values.createdAt,
      // The promise a request in call hours is made, from when it waits.
      promisedBy: new Date((values.dueAt ?? values.createdAt).getTime() + 15 * 60_000),
      ...values,
    })
    .returning({ id: leads.id });
  return row!.id;
}

export async function leadRow(db: Db, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

let bookingNo = 0;

/** A booking row for `phone` (what the booking flow would have stored). */
export async function booking(
  db: Db,
  ids: { productId: number; centreId: number },
  phone: string,
  status: 'confirmed' | 'cancelled_by_patient' = 'confirmed',
): Promise<{ id: string; reference: string }> {
  const n = ++bookingNo;
  const reference = `DX-TEST${String(n).padStart(2, '0')}`.slice(0, 9);
  const [row] = await db
    .insert(bookings)
    .values({
      reference,
      productId: ids.productId,
      centreId: ids.centreId,
      service: 'walkin',
      slotStart: at(24 * 60),
      patientName: 'Asha Rao',
      patientAge: 42,
      patientGender: 'female',
      phone,
      price: 3000,
      homeCollectionFee: 0,
      nightSurcharge: 0,
      total: 3000,
      status,
      idempotencyKey: `lead-test-${n}`,
      requestHash: 'test',
    })
    .returning({ id: bookings.id, reference: bookings.reference });
  return row!;
}

/** The audit rows about one lead, oldest first. */
export async function auditOf(db: Db, leadId: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, String(leadId)));
  return rows.filter((r) => r.recordType === 'lead').sort((a, b) => a.id - b.id);
}

/** The error a promise rejects with, for matching its status and sub-code. */
export async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; subCode: string; message: string };
  }
  throw new Error('expected a refusal');
}
