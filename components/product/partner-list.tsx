import { formatRupees } from '@/lib/catalog/pricing';
import type { PartnerOrganisation } from '@/lib/catalog/types';

const HIGHLIGHTED = 3;

function PartnerRow({
  partner,
  highlighted,
}: {
  partner: PartnerOrganisation;
  highlighted: boolean;
}) {
  return (
    <li className={highlighted ? 'partner partner-top' : 'partner'}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 48px SVG monogram needs no optimiser */}
      <img src={partner.imageUrl} alt="" width={48} height={48} loading="lazy" />
      <div className="partner-body">
        <h3>{partner.name}</h3>
        <p className="partner-meta">
          {partner.rating === null ? 'No ratings yet' : `★ ${partner.rating.toFixed(1)}`}
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
export function PartnerList({ partners }: { partners: PartnerOrganisation[] }) {
  if (partners.length === 0)
    return <p className="empty">No partner centre offers this test here yet.</p>;
  const top = partners.slice(0, HIGHLIGHTED);
  const rest = partners.slice(HIGHLIGHTED);
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
    </>
  );
}
