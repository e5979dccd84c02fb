// How the bookings screens word a booking's fields for staff.
import type { Service } from '@/lib/catalog/types';
import { dayLabel } from '@/lib/locale/india';

export const SERVICE_LABELS: Record<Service, string> = {
  walkin: 'Walk-in',
  'home-service': 'Home service',
};

export { STATUS_LABELS } from '@/lib/booking/client';

/** "Tue, 24 Nov 2026, 09:00": with the year, since a search reaches back past this one. */
export function slotLabel(date: string, time: string): string {
  return `${dayLabel(date)} ${date.slice(0, 4)}, ${time}`;
}

/** Where a booking's patient was: they deleted their data (My data), so nothing of them is left. */
export const ERASED = 'Deleted at the patient’s request';
