import type { City } from '@/lib/catalog/types';

/** One chip per city; `hrefOf` says where a city leads (home, search, scans, a deal). */
export function CityPicker({
  cities,
  current,
  hrefOf,
  label = 'Choose your city',
}: {
  cities: City[];
  current: City | null;
  hrefOf: (city: City) => string;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="city-picker">
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
