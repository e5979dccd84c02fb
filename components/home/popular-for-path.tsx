'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { TestSearch } from '@/components/home/test-search';
import type { PopularTests } from '@/lib/home/contract';
import { formatRupees } from '@/lib/locale/india';
import { popularTestsCalls } from '@/lib/home/client';

const api = popularTestsCalls();

/** On a 404: a search and the popular tests of the city the missing address names. */
export function PopularForPath() {
  const citySlug = (usePathname() ?? '').split('/')[1] ?? '';
  const [popular, setPopular] = useState<PopularTests | null>(null);
  useEffect(() => {
    api.popularTests({ city_slug: citySlug.slice(0, 40) }).then(setPopular, () => setPopular(null));
  }, [citySlug]);
  if (!popular) return null;
  return (
    <>
      <TestSearch cityId={popular.city.id} />
      <h2>Popular tests in {popular.city.name}</h2>
      <ul className="test-list card">
        {popular.tests.map((t) => (
          <li key={t.url}>
            <Link href={t.url}>
              <span>{t.name}</span>
              <span className="from">from {formatRupees(t.min_price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
