// How the console writes times for agents: waits in minutes and hours, instants in India time
// (agents and patients are in India whatever the server's or the browser's zone).
import { indiaClock } from '@/lib/locale/india';

/** "just now", "12 min", "2 h 5 min", "3 d 4 h": how long a patient has been waiting. */
export function waitLabel(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'just now';
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 24) return m % 60 ? `${hours} h ${m % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Whole minutes from `since` to `now`, never negative. */
export function minutesBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
}

/**
 * The value of an `<input type="datetime-local">` ("2026-11-21T15:30") showing `at` in India,
 * whatever zone the agent's browser is set to.
 */
export function indiaLocalInputValue(at: Date): string {
  return indiaClock(at).toISOString().slice(0, 16);
}

/**
 * The instant a datetime-local value means when read as India time, as ISO 8601 with India's
 * offset (what the outcome call sends); null for anything else.
 */
export function indiaLocalToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  return `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? '00'}+05:30`;
}

/** "12 min left", "due now", "missed by 3 min": where a lead stands against its promise. */
export function promiseLeftLabel(minutesLeft: number): string {
  if (minutesLeft >= 1) return `${waitLabel(minutesLeft)} left`;
  if (minutesLeft >= 0) return 'due now';
  return `missed by ${waitLabel(-minutesLeft)}`;
}
