import { useLocale, useTranslations } from 'next-intl';
import { describeHours, formatTime, type Hours } from '@/lib/catalog/hours';
import type { OrganisationCentre } from '@/lib/organisations/organisation-page';
import { DEFAULT_LOCALE, languageOf } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/locale/india';

/** 2024-01-01 was a Monday: ISO weekday d falls on 2024-01-0d. */
function weekdayName(tag: string, isoWeekday: number): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, isoWeekday),
  );
}

/** Opening hours as patients of the language read them; English as it always was. */
function useHours(hours: Hours): string {
  const t = useTranslations('partners');
  const locale = useLocale();
  if (locale === DEFAULT_LOCALE) return describeHours(hours);
  const tag = languageOf(locale).tag;
  const open = formatTime(hours.opensAt);
  const close = formatTime(hours.closesAt);
  if (hours.closedWeekdays.length === 0) return t('hoursEveryDay', { open, close });
  const days = new Intl.ListFormat(tag, { type: 'conjunction' }).format(
    [...hours.closedWeekdays].sort((a, b) => a - b).map((d) => weekdayName(tag, d)),
  );
  return t('hoursClosed', { open, close, days });
}

/** A centre: where it is, when it is open, whether it collects at home. */
export function CentreDetails({ centre }: { centre: OrganisationCentre }) {
  const t = useTranslations('partners');
  const hours = useHours(centre);
  return (
    <>
      <h3>{centre.name}</h3>
      <address>{centre.address}</address>
      <p className="muted small">
        <span className="visually-hidden">{t('openingHours')}</span>
        {hours}
      </p>
      <p className="muted small">
        {centre.homeService
          ? centre.homeCollectionFee > 0
            ? t('homeCollectionFee', { fee: formatRupees(centre.homeCollectionFee) })
            : t('homeCollectionFree')
          : t('walkInOnly')}
      </p>
    </>
  );
}
