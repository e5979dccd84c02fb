import Link from 'next/link';
import type { City } from '@/lib/catalog/types';

export function CityPicker({ cities, current }: { cities: City[]; current: City }) {
  return (
    <nav aria-label="Choose your city" className="city-picker">
      <ul>
        {cities.map((city) => (
          <li key={city.id}>
            <Link
              href={`/?city=${city.slug}`}
              className="chip"
              aria-current={city.id === current.id ? 'true' : undefined}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
