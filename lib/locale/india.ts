// India's number grouping and calendar, by arithmetic. India keeps UTC+5:30 all year, so no
// time-zone data is needed; and building an Intl formatter loads locale data that costs a cheap
// phone tens of milliseconds while the product page hydrates (measured in the page's trace).

export const IST_OFFSET_MS = 330 * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "12,34,567": a whole number in the Indian grouping (the last three digits, then twos). */
export function groupIndian(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole);
  const sign = value < 0 && whole !== 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** "₹1,00,000", "-₹500": rupees rounded to the whole rupee. */
export function formatRupees(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** The instant as India's wall clock would read it, in a Date's UTC fields. */
export function indiaClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** Minutes since midnight in India at `at` (0-1439). */
export function minuteOfDay(at: Date): number {
  const clock = indiaClock(at);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** The hour (0-23) in India at `at`, whatever the device's own time zone. */
export function hourInIndia(at: Date): number {
  return indiaClock(at).getUTCHours();
}

/** "6 Sep 2026": the India date of an instant. */
export function indiaDateLabel(at: Date): string {
  const d = indiaClock(at);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Tue, 24 Nov" for an India date "2026-11-24". */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** 'YYYY-MM-DD' of an instant, in India. */
export function indiaDate(at: Date): string {
  return indiaClock(at).toISOString().slice(0, 10);
}

/** The instant a time of day on an India date is. */
export function indiaInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - IST_OFFSET_MS);
}

/** 'HH:MM' in India, for showing a slot. */
export function indiaTime(at: Date): string {
  return indiaClock(at).toISOString().slice(11, 16);
}

/** "21 Nov 2026, 15:30": an instant as India's wall clock reads it. */
export function indiaDateTimeLabel(at: Date): string {
  return `${indiaDateLabel(at)}, ${indiaTime(at)}`;
}
