import { centreBookingHref, organisationHref, productHref } from './centre-links';

const city = { slug: 'hyderabad' };
const product = { urlSlug: 'mri-brain', randomId: 'ay5jt4' };

it('opens the product page on booking at the centre, keeping the query before the hash', () => {
  const page = productHref(city, product, 'utm_source=x');
  expect(page).toBe('/hyderabad/mri-brain/ay5jt4/?utm_source=x');
  expect(centreBookingHref(page, 12, false)).toBe(
    '/hyderabad/mri-brain/ay5jt4/?utm_source=x#/book-appointment/walkin/12/',
  );
  expect(centreBookingHref(page, 12, true)).toBe(
    '/hyderabad/mri-brain/ay5jt4/?utm_source=x#/diagnostic-service-picker/12/',
  );
});

it('links the organisation page with product_id before the visitor’s parameters', () => {
  expect(organisationHref('alpha-imaging', city, 'ay5jt4', 'utm_source=x&product_id=zz')).toBe(
    '/partners/alpha-imaging/hyderabad/?product_id=ay5jt4&utm_source=x',
  );
  expect(organisationHref('alpha-imaging', city, null, '')).toBe(
    '/partners/alpha-imaging/hyderabad/',
  );
});
