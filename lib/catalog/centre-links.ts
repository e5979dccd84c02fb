// Links to book a test at one centre. Booking lives on the product page (its hash screens,
// docs/product.md, Routes), so these are the product page's address with the screen for that
// centre.
import { carryQuery } from './navigation';
import { bookAppointmentHash, organisationPagePath, productPath, servicePickerHash } from './urls';

/**
 * The product page opened on booking at `centreId`: the service picker when that centre also
 * collects at home (walk-in or home?), else straight to a walk-in booking.
 */
export function centreBookingHref(productHref: string, centreId: number, homeService: boolean) {
  return `${productHref}${homeService ? servicePickerHash(centreId) : bookAppointmentHash('walkin', centreId)}`;
}

/** The product page in the city, with the visitor's query. */
export function productHref(
  city: { slug: string },
  product: { urlSlug: string; randomId: string },
  carry: string,
): string {
  return carryQuery(productPath(city.slug, product.urlSlug, product.randomId), carry);
}

/** The partner organisation's page in the city, the product shown first (product_id). */
export function organisationHref(
  organisationSlug: string,
  city: { slug: string },
  productRandomId: string | null,
  carry: string,
): string {
  const path = organisationPagePath(organisationSlug, city.slug);
  return carryQuery(productRandomId ? `${path}?product_id=${productRandomId}` : path, carry);
}
