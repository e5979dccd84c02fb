'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { TestSearch } from '@/components/home/test-search';
import type { PopularTests } from '@/lib/home/contract';
import { formatRupees } from '@/lib/locale/india';
import { popularTestsCalls } from '@/lib/home/client';

const api = popularTestsCalls();

/** On a 404: a search and the popular tests of the city the missing address names. */
export function PopularForPath() {
  const citySlug = (usePathname() ?? '').split('/')[1] ?? '';
  const t = useTranslations('catalog');
  const [popular, setPopular] = useState<PopularTests | null>(null);
  useEffect(() => {
    api.popularTests({ city_slug: citySlug.slice(0, 40) }).then(setPopular, () => setPopular(null));
  }, [citySlug]);
  if (!popular) return null;
  return (
    <>
      <TestSearch cityId={popular.city.id} />
      <h2>{t('popularIn', { city: popular.city.name })}</h2>
      <ul className="test-list card">
        {popular.tests.map((test) => (
          <li key={test.url}>
            <Link href={test.url}>
              <span>{test.name}</span>
              <span className="from">{t('from', { price: formatRupees(test.min_price) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
