import { centreBookingHref, productHref } from '@/lib/catalog/centre-links';
import type { CentreOffer, OrganisationCentre } from '@/lib/partners/organisation-page';
import { formatRupees } from '@/lib/locale/india';
import type { City, Product } from '@/lib/catalog/types';
import { ListPrice } from '@/components/ui/price';

/**
 * The test the visitor came for (product_id), first: its price at each of the organisation's
 * centres, each with a way to book there (the product page's booking screen for that centre).
 */
export function ProductOffer({
  organisationName,
  city,
  product,
  offers,
  centres,
  carry,
}: {
  organisationName: string;
  city: City;
  product: Product;
  offers: CentreOffer[];
  centres: OrganisationCentre[];
  carry: string;
}) {
  const page = productHref(city, product, carry);
  const min = offers[0]!.price;
  const max = offers[offers.length - 1]!.price;
  return (
    <section className="card product-offer" aria-labelledby="chosen-test">
      <p className="eyebrow">{product.category.name}</p>
      <h2 id="chosen-test">
        {product.name} at {organisationName}
      </h2>
      <p className="price-range">
        <strong>
          {min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`}
        </strong>{' '}
        <span className="muted">
          at {offers.length} of its {offers.length === 1 ? 'centre' : 'centres'} in {city.name}
          {product.isFastingRequired ? ' · fasting required' : ' · no fasting'}
        </span>
      </p>
      <ul className="centre-list">
        {offers.map((o) => {
          const centre = centres.find((c) => c.id === o.centreId);
          return (
            <li key={o.centreId}>
              <span className="centre-name">
                {centre?.name}
                {centre && !centre.name.includes(centre.areaName) && (
                  <span className="muted small"> · {centre.areaName}</span>
                )}
              </span>
              <span className="centre-price">
                {formatRupees(o.price)} <ListPrice price={o.listPrice} className="muted small" />
              </span>
              <a
                className="button button-small"
                href={centreBookingHref(page, o.centreId, o.homeService)}
              >
                Book
                <span className="visually-hidden">
                  {' '}
                  {product.name} at {centre?.name}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <p>
        <a href={page}>
          Compare {product.name} at every centre in {city.name}
        </a>
      </p>
    </section>
  );
}
