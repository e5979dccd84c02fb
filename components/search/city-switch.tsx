import { useLocale, useTranslations } from 'next-intl';
import type { City } from '@/lib/catalog/types';
import { localePath } from '@/lib/i18n/locales';
import { CarriedFields } from '@/components/ui/carried-fields';

/**
 * The same query in another city: one list to choose from and a button, a plain GET form (it
 * works before any script). A link per city made the page grow with the catalogue: at 120
 * cities it was most of the page's weight.
 */
export function CitySwitch({
  cities,
  current,
  query,
  carry,
}: {
  cities: City[];
  current: City;
  query: string;
  /** The visitor's query string to keep (lib/page-params/params visitorQuery). */
  carry: string;
}) {
  const t = useTranslations('search');
  const tc = useTranslations('catalog');
  const locale = useLocale();
  return (
    <details className="city-switch">
      <summary>{t('otherCity')}</summary>
      <form action={localePath(locale, '/search/')} method="get" className="city-switch-form">
        <label htmlFor="city-switch-city" className="visually-hidden">
          {t('otherCity')}
        </label>
        <select id="city-switch-city" name="city_id" defaultValue={current.id}>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        <input type="hidden" name="query" value={query} />
        <CarriedFields carry={carry} own={['query', 'city_id']} />
        <button type="submit" className="button">
          {tc('searchButton')}
        </button>
      </form>
    </details>
  );
}
