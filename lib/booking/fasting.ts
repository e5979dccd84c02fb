import { indiaTime } from '@/lib/locale/india';

function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  return hours > 0 ? `${hours} h ${mins} min` : `${mins} min`;
}

/** A sentence on where the patient stands: fasting ahead, fasting now, or the slot passed. */
export function fastingStatus(slot: Date, fastingHours: number | null, now: Date): string {
  const toSlot = slot.getTime() - now.getTime();
  if (toSlot <= 0) return 'Your slot time has passed.';
  if (fastingHours === null) return `Your slot is in ${span(toSlot)}.`;
  const fastFrom = new Date(slot.getTime() - fastingHours * 3_600_000);
  const toFast = fastFrom.getTime() - now.getTime();
  if (toFast > 0) {
    return `Stop eating at ${indiaTime(fastFrom)}: in ${span(toFast)}.`;
  }
  return `You should be fasting now; your slot is in ${span(toSlot)}.`;
}
