import type { BookingView } from '@/lib/booking/client';

/** My bookings' group: the holder's own ("me"), or one family member's. */
export interface BookingGroup {
  key: string;
  member: NonNullable<BookingView['for_member']> | null;
  bookings: BookingView[];
}

/** The bookings grouped by whom they are for: the holder's first, then each member's, in the list's order. */
export function groupByMember(bookings: BookingView[]): BookingGroup[] {
  const me: BookingGroup = { key: 'me', member: null, bookings: [] };
  const groups = new Map<number, BookingGroup>();
  for (const booking of bookings) {
    const member = booking.for_member;
    if (!member) {
      me.bookings.push(booking);
      continue;
    }
    let group = groups.get(member.member_id);
    if (!group) {
      group = { key: `member-${member.member_id}`, member, bookings: [] };
      groups.set(member.member_id, group);
    }
    group.bookings.push(booking);
  }
  return [...(me.bookings.length > 0 ? [me] : []), ...groups.values()];
}
