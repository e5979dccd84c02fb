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
import { createApi } from '@/lib/product-page/api';

const HIGHLIGHTED = 3;

function PartnerRow({ partner, highlighted }: { partner: PartnerWithHref; highlighted: boolean }) {
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
            'No ratings yet'
          ) : (
            <>
              <StarRating rating={partner.rating} /> {partner.rating.toFixed(1)}
            </>
          )}
          {' · '}
          {partner.locationsCount} {partner.locationsCount === 1 ? 'location' : 'locations'}
          {partner.discountPercent > 0 ? ` · up to ${partner.discountPercent}% off` : ''}
        </p>
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
  /** All the partners there are, the server-rendered ones included. */
  total: number;
  productRandomId: string;
  productName: string;
  productSlug: string;
  city: { id: number; slug: string };
}

const api = createApi();

/** The top 3 partner organisations highlighted, the rest listed below (SPEC.md point 4). */
export function PartnerList({
  partners,
  more,
}: {
  partners: PartnerWithHref[];
  more?: MorePartners;
}) {
  const [loaded, setLoaded] = useState<PartnerWithHref[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  if (partners.length === 0) {
    return <p className="empty">No partner centre offers this test here yet.</p>;
  }
  const rows = loaded ?? partners;
  const top = rows.slice(0, HIGHLIGHTED);
  const rest = rows.slice(HIGHLIGHTED);
  const missing = more && !loaded ? more.total - partners.length : 0;

  async function loadAll(m: MorePartners) {
    setState('loading');
    try {
      const info = await api.productBasicInfo({
        product_random_id: m.productRandomId,
        city_id: m.city.id,
      });
      const ctx = {
        city: m.city,
        product: { name: m.productName, randomId: m.productRandomId, urlSlug: m.productSlug },
      };
      setLoaded(
        info.partner_organizations.map((p) =>
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
            },
            carryQuery(links.organisation(ctx, p.organization_page_url), window.location.search),
          ),
        ),
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <ol className="partner-list" aria-label="Top partner centres">
        {top.map((p) => (
          <PartnerRow key={p.id} partner={p} highlighted />
        ))}
      </ol>
      {rest.length > 0 && (
        <ol className="partner-list" start={HIGHLIGHTED + 1} aria-label="More partner centres">
          {rest.map((p) => (
            <PartnerRow key={p.id} partner={p} highlighted={false} />
          ))}
        </ol>
      )}
      {more && missing > 0 && (
        <p>
          <button
            type="button"
            className="button button-outline"
            disabled={state === 'loading'}
            onClick={() => loadAll(more)}
          >
            {state === 'loading'
              ? 'Loading partners...'
              : `Show ${missing} more ${missing === 1 ? 'partner' : 'partners'}`}
          </button>
          {state === 'failed' && (
            <span role="alert" className="muted">
              {' '}
              Could not load the other partners. Please try again.
            </span>
          )}
        </p>
      )}
    </>
  );
}
