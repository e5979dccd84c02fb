import type { BookingCentreView, SlotView } from '@/lib/booking/contract';
import type { BookingCentre } from './centres';
import type { Slot } from './slots';

export function toCentreView(c: BookingCentre): BookingCentreView {
  return {
    id: c.id,
    name: c.name,
    organisation_name: c.organisationName,
    area_id: c.areaId,
    area_name: c.areaName,
    address: c.address,
    rating: c.rating,
    rating_count: c.ratingCount,
    price: c.price,
    list_price: c.listPrice,
    home_service: c.homeService,
    home_collection_fee: c.homeCollectionFee,
    home_window_minutes: c.homeWindowMinutes,
    late_credit: c.lateCredit,
    report_hours: c.reportHours,
    opens_at: c.schedule.opensAt.slice(0, 5),
    closes_at: c.schedule.closesAt.slice(0, 5),
  };
}

export function toSlotView(s: Slot): SlotView {
  return {
    start: s.start.toISOString(),
    time: s.time,
    remaining: s.remaining,
    capacity: s.capacity,
    night: s.night,
    price: s.price,
  };
}
