'use client';

import { links, type LinkContext } from '@/lib/product-page/links';
import { formatRupees } from '@/lib/locale/india';
import { orderByArea } from '@/lib/catalog/area-order';
import { AreaSearch } from './area-search';
import { localAreaName } from '@/lib/product-page/page-inputs';
import { useLive } from './live-context';
import { useProductTexts } from './texts';
import { TagList } from '@/components/ui/tag-list';

const QUICK_PICKS = 8;

export interface AreaPriceRow {
  id: number;
  areaName: string;
  minPrice: number;
}

/**
 * The lowest prices by area, and the visitor's own area: chosen by search or a tag, kept in
 * the customer_area_id cookie, shown first with its price.
 */
export function AreaPrices({ lowest, ctx }: { lowest: AreaPriceRow[]; ctx: LinkContext }) {
  const t = useProductTexts();
  const { basicInfo, area, chooseArea, inputs } = useLive();
  const chosenPrice = area ? basicInfo?.area_based_prices.find((p) => p.id === area.id) : undefined;
  const rows: AreaPriceRow[] = area
    ? orderByArea(
        chosenPrice && !lowest.some((r) => r.id === area.id)
          ? [{ id: area.id, areaName: area.name, minPrice: chosenPrice.min_price }, ...lowest]
          : lowest,
        (r) => r.id === area.id,
      )
    : lowest;

  return (
    <>
      {area && (
        <p className="area-chosen" role="status">
          {chosenPrice
            ? t.rich('areas.near', {
                area: area.name,
                price: formatRupees(chosenPrice.min_price),
                strong: (chunks) => <strong>{chunks}</strong>,
              })
            : t.rich('areas.none', {
                area: area.name,
                strong: (chunks) => <strong>{chunks}</strong>,
              })}{' '}
          <a href={links.searchByArea(ctx, area.id)} data-carry-query>
            {t('areas.centresNear', { area: area.name })}
          </a>
        </p>
      )}
      <ul className="area-list">
        {rows.map((a) => (
          <li key={a.id} className={a.id === area?.id ? 'area-mine' : undefined}>
            <a href={links.searchByArea(ctx, a.id)} data-carry-query>
              <span>{a.areaName}</span>
              <span className="from">{t('areas.from', { price: formatRupees(a.minPrice) })}</span>
            </a>
          </li>
        ))}
      </ul>
      <AreaSearch />
      <TagList
        label={t('areas.more', { city: inputs.cityName })}
        tags={(basicInfo?.areas ?? [])
          .filter((a) => !lowest.some((r) => r.id === a.id))
          .slice(0, QUICK_PICKS)
          .map((a) => ({ id: a.id, label: localAreaName(inputs, a.name) }))}
        onPick={(t) => chooseArea({ id: Number(t.id), name: t.label })}
      />
    </>
  );
}
