'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { TestSearch } from '@/components/home/test-search';

export interface CityPopular {
  slug: string;
  name: string;
  tests: { name: string; href: string; from: string }[];
}

/** The 404 knows no params; the address does: offer the city it names (else the first). */
export function PopularForPath({ cities }: { cities: CityPopular[] }) {
  const first = usePathname().split('/')[1]?.toLowerCase();
  const city = cities.find((c) => c.slug === first) ?? cities[0];
  if (!city) return null;
  return (
    <>
      <TestSearch citySlug={city.slug} />
      <h2>Popular tests in {city.name}</h2>
      <ul className="test-list card">
        {city.tests.map((t) => (
          <li key={t.href}>
            <Link href={t.href}>
              <span>{t.name}</span>
              <span className="from">from {t.from}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
