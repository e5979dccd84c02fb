import type { Locale } from '@/lib/i18n/locales';
import type { MessageKind } from './kinds';

// What each patient SMS costs at its longest, in parts (lib/sms/segments.ts), per language:
// the longest seeded test and centre names, a production address, a real stop token, the
// longest month name (lib/messages/testing.ts renders them; segments.test.ts holds
// these numbers to what the templates render). Hindi and Telugu go as UCS-2, 67 units a part:
// the stop link alone is about 100 of them, so no such message fits in two parts.
// docs/sms-segments.md shows this table.
export const SEGMENT_BUDGET: Record<MessageKind | 'login_code', Record<Locale, number>> = {
  booking_received: { en: 4, hi: 7, te: 7 },
  preparation: { en: 5, hi: 9, te: 10 },
  before_slot: { en: 4, hi: 8, te: 8 },
  cancelled: { en: 3, hi: 5, te: 5 },
  rescheduled: { en: 3, hi: 4, te: 5 },
  call_me_ack: { en: 2, hi: 3, te: 3 },
  accepted: { en: 3, hi: 5, te: 5 },
  declined: { en: 3, hi: 6, te: 6 },
  technician: { en: 3, hi: 5, te: 5 },
  on_the_way: { en: 3, hi: 5, te: 5 },
  report_ready: { en: 3, hi: 5, te: 6 },
  late: { en: 3, hi: 6, te: 6 },
  report_late: { en: 4, hi: 7, te: 7 },
  report_new_time: { en: 3, hi: 5, te: 5 },
  login_code: { en: 2, hi: 4, te: 4 },
};
