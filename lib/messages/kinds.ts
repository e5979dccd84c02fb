/** Every message the storefront sends a patient besides the login code. */
export const MESSAGE_KINDS = [
  'booking_received',
  'preparation',
  'before_slot',
  'cancelled',
  'rescheduled',
  'call_me_ack',
  // The centre's side:
  'accepted',
  'declined',
  'technician',
  'on_the_way',
  'report_ready',
  'late',
  // A report not ready by its promised time, and the centre's new time for it:
  'report_late',
  'report_new_time',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Reminders: the ones a patient can stop, and the ones a change of the booking re-plans. */
export const REMINDER_KINDS: readonly MessageKind[] = ['preparation', 'before_slot'];

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type Channel = 'sms' | 'whatsapp';

/** What a patient reads of each kind on their booking page and the staff console. */
export const KIND_LABELS: Record<MessageKind, string> = {
  booking_received: 'Booking received',
  preparation: 'Preparation reminder',
  before_slot: 'Reminder 2 hours before',
  cancelled: 'Cancellation',
  rescheduled: 'New time',
  call_me_ack: 'Call-back acknowledgement',
  accepted: 'Accepted by the centre',
  declined: 'Declined by the centre',
  technician: 'Technician assigned',
  on_the_way: 'Technician on the way',
  report_ready: 'Report ready',
  late: 'Late collection: rebook and credit',
  report_late: 'Late report: apology and credit',
  report_new_time: 'Late report: the centre’s new time',
};
