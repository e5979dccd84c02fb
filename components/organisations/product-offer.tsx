import { useLocale, useTranslations } from 'next-intl';
import { centreBookingHref, productHref } from '@/lib/catalog/centre-links';
import type { CentreOffer, OrganisationCentre } from '@/lib/organisations/organisation-page';
import { formatRupees } from '@/lib/locale/india';
import type { City, Product } from '@/lib/catalog/types';
import { ListPrice } from '@/components/ui/price';
import { localePath } from '@/lib/i18n/locales';

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
  const t = useTranslations('partners');
  const locale = useLocale();
  const page = localePath(locale, productHref(city, product, carry));
  const min = offers[0]!.price;
  const max = offers[offers.length - 1]!.price;
  return (
    <section className="card product-offer" aria-labelledby="chosen-test">
      <p className="eyebrow">{product.category.name}</p>
      <h2 id="chosen-test">
        {t('offerHeading', { test: product.name, organisation: organisationName })}
      </h2>
      <p className="price-range">
        <strong>
          {min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`}
        </strong>{' '}
        <span className="muted">
          {t('offerCentres', { count: offers.length, city: city.name })}
          {product.isFastingRequired ? t('fastingRequired') : t('noFasting')}
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
                {formatRupees(o.price)}{' '}
                <ListPrice price={o.listPrice} className="muted small" label={t('listPrice')} />
              </span>
              <a
                className="button button-small"
                href={centreBookingHref(page, o.centreId, o.homeService)}
              >
                {t('book')}
                <span className="visually-hidden">
                  {' '}
                  {t('bookWhat', { test: product.name, centre: centre?.name ?? '' })}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <p>
        <a href={page}>{t('compareTest', { test: product.name, city: city.name })}</a>
      </p>
    </section>
  );
}
