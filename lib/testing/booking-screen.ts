// The centre and slot the booking screen's tests offer (the patient's, the agent's, in each
// language): one centre of Alpha Imaging open 08:00-20:00 and its 3 PM slot.
import type { BookingCentreView, SlotView } from '@/lib/booking/contract';
import { indiaInstant } from '@/lib/locale/india';

export function screenCentre(extra: Partial<BookingCentreView> = {}): BookingCentreView {
  return {
    id: 7,
    name: 'Alpha Imaging Banjara Hills',
    organisation_name: 'Alpha Imaging',
    area_id: 1,
    area_name: 'Banjara Hills',
    address: 'Road No. 12',
    rating: 4,
    rating_count: 10,
    price: 3000,
    list_price: 4000,
    home_service: false,
    home_collection_fee: 0,
    home_window_minutes: 60,
    late_credit: 100,
    report_hours: 24,
    opens_at: '08:00',
    closes_at: '20:00',
    ...extra,
  };
}

/** The 3 PM slot of India's `date`, with two places. */
export function screenSlot(date: string, extra: Partial<SlotView> = {}): SlotView {
  return {
    start: indiaInstant(date, 15 * 60).toISOString(),
    time: '15:00',
    remaining: 2,
    capacity: 2,
    night: false,
    price: 3000,
    ...extra,
  };
}
