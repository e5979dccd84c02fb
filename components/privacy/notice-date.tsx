import { getLocale, getTranslations } from 'next-intl/server';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { dateOfDayLabel, ENGLISH_CALENDAR } from '@/lib/i18n/calendar';

/** "23 Nov 2026" for the India date "2026-11-23". */
export function noticeDateLabel(date: string): string {
  return dateOfDayLabel(date, ENGLISH_CALENDAR);
}

/** The line under a notice's heading: its date, and its version where it has one. */
export async function NoticeDate({ date, version }: { date: string; version?: string }) {
  const t = await getTranslations('legal');
  const label = dateOfDayLabel(date, await calendarOf(await getLocale()));
  const time = () => <time dateTime={date}>{label}</time>;
  return (
    <p className="muted">
      {version
        ? t.rich('version', { version, date: label, time })
        : t.rich('updated', { date: label, time })}
    </p>
  );
}
