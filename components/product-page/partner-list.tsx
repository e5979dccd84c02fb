'use client';

// A client leaf so its rows travel as compact props rather than as a serialised element
// tree (it renders the same HTML on the server), and so the long tail of partners can load
// on demand instead of weighing down every page view on a cheap phone.
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { StarRating } from '@/components/ui/star-rating';
import { carryQuery } from '@/lib/catalog/navigation';
import { links } from '@/lib/product-page/links';
import { formatRupees } from '@/lib/locale/india';
import { toPartnerRow, type PartnerWithHref } from '@/lib/product-page/partner-rows';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { useLive } from './live-context';
import { useProductTexts, type FeatureTranslator } from './texts';

const HIGHLIGHTED = 3;

function PartnerRow({
  partner,
  highlighted,
  t,
}: {
  partner: PartnerWithHref;
  highlighted: boolean;
  t: FeatureTranslator;
}) {
  return (
    <li className={highlighted ? 'partner partner-top' : 'partner'}>
      <LazyImage src={partner.imageUrl} alt="" width={48} height={48} />
      <div className="partner-body">
        <h3>
          <a href={partner.href} data-carry-query>
            {partner.name}
          </a>
        </h3>
        <p className="partner-meta">
          {partner.rating === null ? (
            t('partners.noRatings')
          ) : (
            <>
              <StarRating rating={partner.rating} /> {partner.rating.toFixed(1)}
            </>
          )}
          {' · '}
          {t('partners.locations', { count: partner.locationsCount })}
          {partner.discountPercent > 0
            ? ` · ${t('partners.discount', { percent: partner.discountPercent })}`
            : ''}
        </p>
        {partner.reportRecord && (
          <p className="partner-meta">
            {t('partners.reportsOnTime', {
              // Rounded down: 89.6% on time is not shown as the 90% that ranks higher.
              percent: Math.floor((100 * partner.reportRecord.onTime) / partner.reportRecord.total),
              total: partner.reportRecord.total,
            })}
          </p>
        )}
      </div>
      <p className="partner-price">
        {partner.minPrice === partner.maxPrice
          ? formatRupees(partner.minPrice)
          : `${formatRupees(partner.minPrice)} – ${formatRupees(partner.maxPrice)}`}
      </p>
    </li>
  );
}

export interface MorePartners {
  /** The page's language, which the rows' links keep. */
  locale?: string;
  /** All the partners there are, the server-rendered ones included. */
  total: number;
  productRandomId: string;
  productName: string;
  productSlug: string;
  city: { id: number; slug: string };
}

/** Every partner of the basic info, as rows linking to their pages with the visitor's query. */
function allPartners(info: ProductBasicInfo, m: MorePartners): PartnerWithHref[] {
  const ctx = {
    locale: m.locale,
    city: m.city,
    product: { name: m.productName, randomId: m.productRandomId, urlSlug: m.productSlug },
  };
  return info.partner_organizations.map((p) =>
    toPartnerRow(
      {
        id: p.id,
        name: p.name,
        rating: p.rating,
        locationsCount: p.locations_count,
        discountPercent: p.discount_percent,
        minPrice: p.min_price,
        maxPrice: p.max_price,
        imageUrl: p.image_url,
        reportRecord: p.report_record && {
          onTime: p.report_record.on_time,
          total: p.report_record.total,
        },
      },
      carryQuery(links.organisation(ctx, p.organization_page_url), window.location.search),
    ),
  );
}

/** The top 3 partner organisations highlighted, the rest listed below (docs/product.md, States). */
export function PartnerList({
  partners,
  more,
}: {
  partners: PartnerWithHref[];
  more?: MorePartners;
}) {
  // The rest come from the basic info the page's live parts already asked for (one owner per
  // call): shown as soon as the patient asks and that answer is in.
  const t = useProductTexts();
  const { basicInfo, loading } = useLive();
  const [asked, setAsked] = useState(false);
  const loaded = asked && more && basicInfo ? allPartners(basicInfo, more) : null;
  const state = !asked || loaded ? 'idle' : loading ? 'loading' : 'failed';
  if (partners.length === 0) {
    return <p className="empty">{t('partners.empty')}</p>;
  }
  const rows = loaded ?? partners;
  const top = rows.slice(0, HIGHLIGHTED);
  const rest = rows.slice(HIGHLIGHTED);
  const missing = more && !loaded ? more.total - partners.length : 0;

  return (
    <>
      <ol className="partner-list" aria-label={t('partners.topLabel')}>
        {top.map((p) => (
          <PartnerRow key={p.id} partner={p} highlighted t={t} />
        ))}
      </ol>
      {rest.length > 0 && (
        <ol className="partner-list" start={HIGHLIGHTED + 1} aria-label={t('partners.moreLabel')}>
          {rest.map((p) => (
            <PartnerRow key={p.id} partner={p} highlighted={false} t={t} />
          ))}
        </ol>
      )}
      <p className="muted partner-order">{t('partners.order')}</p>
      {more && missing > 0 && (
        <p>
          <button
            type="button"
            className="button button-outline"
            disabled={state === 'loading'}
            onClick={() => setAsked(true)}
          >
            {state === 'loading'
              ? t('partners.loading')
              : t('partners.showMore', { count: missing })}
          </button>
          {state === 'failed' && (
            <span role="alert" className="muted">
              {' '}
              {t('partners.failed')}
            </span>
          )}
        </p>
      )}
    </>
  );
}
