import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { messages } from '@/lib/db/schema';
import { KIND_LABELS, type MessageKind, type MessageStatus } from './kinds';

export interface DeliveryLine {
  label: string;
  channel: string;
  /** Sent to the family member the booking is for, not to the account holder. */
  toMember: boolean;
  status: MessageStatus;
  /** When it was sent, or when it is due (ISO): the staff console's JSON carries it too. */
  at: string;
  reason: string | null;
}

const STATUS_WORDS: Record<MessageStatus, string> = {
  pending: 'due',
  sent: 'sent',
  failed: 'failed',
  cancelled: 'cancelled',
  skipped: 'not sent',
};

export const statusWord = (status: MessageStatus) => STATUS_WORDS[status];

/** A booking's messages and how each fared, in time order: the patient's page and the staff console. */
export async function deliveryOf(db: Db, bookingId: string): Promise<DeliveryLine[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.dueAt), asc(messages.createdAt));
  return rows.map((m) => ({
    label: KIND_LABELS[m.kind as MessageKind] ?? m.kind,
    channel: m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS',
    toMember: m.toMember,
    status: m.status as MessageStatus,
    at: (m.sentAt ?? m.dueAt).toISOString(),
    reason: m.reason,
  }));
}
