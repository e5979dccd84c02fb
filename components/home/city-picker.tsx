import { useTranslations } from 'next-intl';
import type { City } from '@/lib/catalog/types';

/**
 * One chip per city; `hrefOf` says where a city leads (home, search, scans, a deal), in the
 * page's language. The label defaults to "Choose your city".
 */
export function CityPicker({
  cities,
  current,
  hrefOf,
  label,
}: {
  cities: City[];
  current: City | null;
  hrefOf: (city: City) => string;
  label?: string;
}) {
  const t = useTranslations('catalog');
  return (
    <nav aria-label={label ?? t('chooseCity')} className="city-picker">
      <ul>
        {cities.map((city) => (
          <li key={city.id}>
            <a
              href={hrefOf(city)}
              className="chip"
              aria-current={city.id === current?.id ? 'true' : undefined}
              data-carry-query
            >
              {city.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
