import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import { CarriedFields } from '@/components/ui/carried-fields';

/**
 * A plain GET form to the search page, so it works before (and without) any JavaScript. The
 * visitor's other parameters (utm_* and the like) ride along as hidden fields.
 */
export function TestSearch({
  cityId,
  query = '',
  carry = '',
}: {
  cityId: number;
  query?: string;
  /** The visitor's query string to keep (lib/page-params/params visitorQuery). */
  carry?: string;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  return (
    <form
      action={localePath(locale, '/search/')}
      method="get"
      role="search"
      className="test-search"
      data-carry-query
    >
      <label htmlFor="test-search-q" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id="test-search-q"
        name="query"
        type="search"
        defaultValue={query}
        maxLength={64}
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
      />
      <input type="hidden" name="city_id" value={cityId} />
      <CarriedFields carry={carry} own={['query', 'city_id']} />
      <button type="submit" className="button">
        {t('searchButton')}
      </button>
    </form>
  );
}
