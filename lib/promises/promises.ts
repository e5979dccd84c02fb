// The promises the storefront makes a patient, each measured as a share of cases kept
// (lib/promises/rates.ts) and held to a threshold (lib/promises/budget.ts).

export const PROMISE_KEYS = [
  'call_back',
  'centre_answer',
  'late_credited',
  'late_reports_credited',
  'reports_on_time',
  'preparation_on_time',
  'quiet_hours',
  'messages_delivered',
  'overbooked',
  'lost',
] as const;
export type PromiseKey = (typeof PROMISE_KEYS)[number];

export interface PromiseInfo {
  label: string;
  /** What one case is, for the report's counts. */
  unit: string;
  /** What a broken case is called, for the rates that must never break. */
  broken: string;
}

export const PROMISES: Record<PromiseKey, PromiseInfo> = {
  call_back: {
    label: 'Leads called back by the time they were promised',
    unit: 'leads asked for a call',
    broken: 'leads called late or not yet',
  },
  centre_answer: {
    label: 'Bookings accepted or escalated by their deadline',
    unit: 'bookings due an answer',
    broken: 'bookings neither answered nor escalated in time',
  },
  late_credited: {
    label: 'Late home collections detected and credited with no claim',
    unit: 'late collections',
    broken: 'late collections missed, late or not credited',
  },
  late_reports_credited: {
    label: 'Late reports detected and credited with no claim',
    unit: 'late reports',
    broken: 'late reports missed, late or not credited',
  },
  reports_on_time: {
    label: 'Reports within the promised time',
    unit: 'reports due',
    broken: 'reports late',
  },
  preparation_on_time: {
    label: 'Preparation reminders sent on time and exactly once',
    unit: 'preparation reminders due',
    broken: 'reminders late, unsent or sent twice',
  },
  quiet_hours: {
    label: 'Messages sent outside quiet hours (9 PM to 8 AM)',
    unit: 'messages sent',
    broken: 'messages in quiet hours',
  },
  messages_delivered: {
    label: 'Patient messages handed to the provider',
    unit: 'messages due',
    broken: 'messages failed or still waiting an hour on',
  },
  overbooked: {
    label: 'Slots within their capacity',
    unit: 'slots used',
    broken: 'overbooked slots',
  },
  lost: {
    label: 'Bookings and leads kept once the patient was told',
    unit: 'bookings and leads answered',
    broken: 'lost bookings or leads',
  },
};
