import { getLocale, getTranslations } from 'next-intl/server';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { dateTimeLabel } from '@/lib/i18n/calendar';
import { KIND_LABELS } from '@/lib/messages/kinds';
import type { DeliveryLine } from '@/lib/messages/status';

/** A message kind's English label back to its kind, to name it in the page's language. */
const KIND_OF_LABEL = new Map(Object.entries(KIND_LABELS).map(([kind, label]) => [label, kind]));

/** The patient's view of a booking's messages, in the page's language (staff keep DeliveryList). */
export async function PatientDeliveryList({ lines }: { lines: DeliveryLine[] }) {
  const t = await getTranslations('bookingPage');
  if (lines.length === 0) return <p className="muted">{t('noMessages')}</p>;
  const names = await calendarOf(await getLocale());
  return (
    <ul className="delivery-list">
      {lines.map((line, k) => {
        const kind = KIND_OF_LABEL.get(line.label);
        const values = {
          label: kind && t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : line.label,
          channel: line.toMember ? t('toMember', { channel: line.channel }) : line.channel,
          status: t(`statuses.${line.status}`),
          when: dateTimeLabel(new Date(line.at), names),
          reason: line.reason ?? '',
          strong: (chunks: React.ReactNode) => <strong>{chunks}</strong>,
        };
        return (
          <li key={k}>
            {line.status !== 'sent' && line.reason
              ? t.rich('messageLineReason', values)
              : t.rich('messageLine', values)}
          </li>
        );
      })}
    </ul>
  );
}
