'use client';

import { useSyncExternalStore } from 'react';
import { fastingSentence, fastingState } from '@/lib/booking/fasting';
import { useBookingTexts } from './texts';

function everyMinute(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

/** When to stop eating before the slot, counting down in the patient's browser. */
export function FastingCountdown({
  slotStart,
  fastingHours,
  now = () => Date.now(),
}: {
  slotStart: string;
  fastingHours: number | null;
  now?: () => number;
}) {
  const t = useBookingTexts();
  // The minute, not the millisecond, so the snapshot is stable between ticks.
  const minute = useSyncExternalStore(
    everyMinute,
    () => Math.floor(now() / 60_000),
    () => null,
  );
  const status =
    minute === null
      ? null
      : fastingSentence(
          fastingState(new Date(slotStart), fastingHours, new Date(minute * 60_000)),
          t,
        );
  return (
    <p className={fastingHours ? 'fasting fasting-yes' : 'fasting'} role="status">
      {fastingHours === null ? t('fasting.none') : t('fasting.hours', { hours: fastingHours })}{' '}
      {status}
    </p>
  );
}
