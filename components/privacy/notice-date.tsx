import { indiaDateLabel, indiaInstant } from '@/lib/locale/india';

/** "23 Nov 2026" for the India date "2026-11-23". */
export function noticeDateLabel(date: string): string {
  return indiaDateLabel(indiaInstant(date, 0));
}

/** The line under a notice's heading: its date, and its version where it has one. */
export function NoticeDate({ date, version }: { date: string; version?: string }) {
  return (
    <p className="muted">
      {version ? (
        <>
          Version {version}, in force from <time dateTime={date}>{noticeDateLabel(date)}</time>.
        </>
      ) : (
        <>
          Last updated <time dateTime={date}>{noticeDateLabel(date)}</time>.
        </>
      )}
    </p>
  );
}
