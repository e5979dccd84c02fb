import { describeHours } from '@/lib/catalog/hours';
import type { OrganisationCentre } from '@/lib/partners/organisation-page';
import { formatRupees } from '@/lib/locale/india';

/** A centre: where it is, when it is open, whether it collects at home. */
export function CentreDetails({ centre }: { centre: OrganisationCentre }) {
  return (
    <>
      <h3>{centre.name}</h3>
      <address>{centre.address}</address>
      <p className="muted small">
        <span className="visually-hidden">Opening hours: </span>
        {describeHours(centre)}
      </p>
      <p className="muted small">
        {centre.homeService
          ? `Home collection${centre.homeCollectionFee > 0 ? ` (${formatRupees(centre.homeCollectionFee)} fee)` : ' (free)'}`
          : 'Walk-in only'}
      </p>
    </>
  );
}
