// The tests' small day: every failure injected, few enough patients for Jest.
import type { SimOptions } from './options';

export const SMALL_DAY: SimOptions = {
  day: '2026-12-01',
  seed: 7,
  bookings: 60,
  leads: 15,
  agents: 2,
  lateShare: 0.2,
  failures: ['centre', 'sms', 'kill', 'db'],
  out: '',
};
