// The spans the operations console shows: today so far, and the last 7 days (today
// and the six before it), India's calendar, judged as of now.
import { indiaDate, indiaInstant } from '@/lib/locale/india';
import type { Span } from './rates';

export const SPAN_CHOICES = ['today', '7d'] as const;
export type SpanChoice = (typeof SPAN_CHOICES)[number];

export const SPAN_LABELS: Record<SpanChoice, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
};

export function spanOf(choice: SpanChoice, now: Date): Span {
  const today = indiaInstant(indiaDate(now), 0).getTime();
  const days = choice === 'today' ? 0 : 6;
  return { from: new Date(today - days * 86_400_000), to: now, asOf: now };
}

/** A query's choice, or today for anything else. */
export const spanChoice = (raw: string | undefined): SpanChoice =>
  (SPAN_CHOICES as readonly string[]).includes(raw ?? '') ? (raw as SpanChoice) : 'today';
