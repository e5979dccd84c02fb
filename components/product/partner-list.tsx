import { StarRating } from '@/components/ui/star-rating';
import { formatRupees } from '@/lib/catalog/pricing';
import type { PartnerOrganisation } from '@/lib/catalog/types';

const HIGHLIGHTED = 3;

interface RowProps {
  partner: PartnerOrganisation;
  highlighted: boolean;
  href: string;
}

function PartnerRow({ partner, highlighted, href }: RowProps) {
  return (
    <li className={highlighted ? 'partner partner-top' : 'partner'}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 48px SVG monogram needs no optimiser */}
      <img src={partner.imageUrl} alt="" width={48} height={48} loading="lazy" />
      <div className="partner-body">
        <h3>
          <a href={href} data-carry-query>
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

/** The top 3 partner organisations highlighted, the rest listed below (SPEC.md point 4). */
export function PartnerList({
  partners,
  hrefOf = (p) => p.organisationPageUrl,
}: {
  partners: PartnerOrganisation[];
  hrefOf?: (partner: PartnerOrganisation) => string;
}) {
  if (partners.length === 0) {
    return <p className="empty">No partner centre offers this test here yet.</p>;
  }
  const top = partners.slice(0, HIGHLIGHTED);
  const rest = partners.slice(HIGHLIGHTED);
  return (
    <>
      <ol className="partner-list" aria-label="Top partner centres">
        {top.map((p) => (
          <PartnerRow key={p.id} partner={p} highlighted href={hrefOf(p)} />
        ))}
      </ol>
      {rest.length > 0 && (
        <details className="more-partners">
          <summary>
            Show {rest.length} more {rest.length === 1 ? 'partner' : 'partners'}
          </summary>
          <ol className="partner-list" start={HIGHLIGHTED + 1} aria-label="More partner centres">
            {rest.map((p) => (
              <PartnerRow key={p.id} partner={p} highlighted={false} href={hrefOf(p)} />
            ))}
          </ol>
        </details>
      )}
    </>
  );
}
