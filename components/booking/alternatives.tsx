import type { Alternative } from '@/lib/booking/alternatives';
import { useLocale, useTranslations } from 'next-intl';
import { formatRupees, indiaDate, indiaTime } from '@/lib/locale/india';
import { localDayLabel } from '@/lib/i18n/local-dates';

const when = (locale: string) => (iso: string) => {
  const at = new Date(iso);
  return `${localDayLabel(locale, indiaDate(at))} ${indiaTime(at)}`;
};

/** After the centre declined: free times here and at the nearest other centres. */
export function Alternatives({ items }: { items: Alternative[] }) {
  const t = useTranslations('booking.alternatives');
  const locale = useLocale();
  return (
    <section className="card" aria-labelledby="booking-alternatives">
      <h2 id="booking-alternatives">{t('heading')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="alternatives">
          {items.map((a) => (
            <li key={a.centre_id}>
              <a href={a.href}>
                <strong>
                  {a.same_centre ? t('sameCentre', { centre: a.centre_name }) : a.centre_name}
                </strong>
              </a>
              , {a.area_name} · {formatRupees(a.price)}
              <br />
              <span className="muted">
                {t('free', { times: a.starts.map(when(locale)).join(', ') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
