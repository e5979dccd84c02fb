import type { Service } from '@/lib/catalog/types';

/** How a service reads to the patient, on the booking screen and on the booking's own page. */
export const SERVICE_NAMES: Record<Service, string> = {
  walkin: 'Walk-in at the centre',
  'home-service': 'Home service',
};
