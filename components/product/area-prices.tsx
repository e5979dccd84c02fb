import { formatRupees } from '@/lib/catalog/pricing';
import type { AreaPrice } from '@/lib/catalog/types';

export function LowestPriceAreas({
  areas,
  cityName,
  hrefOf,
}: {
  areas: AreaPrice[];
  cityName: string;
  hrefOf: (area: AreaPrice) => string;
}) {
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="areas" className="card">
      <h2 id="areas">Lowest prices by area in {cityName}</h2>
      <ul className="area-list">
        {areas.map((a) => (
          <li key={a.id}>
            <a href={hrefOf(a)} data-carry-query>
              <span>{a.areaName}</span>
              <span className="from">from {formatRupees(a.minPrice)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
