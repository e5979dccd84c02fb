// Every address the product page links to (docs/product.md, Navigation), built in
// one place; the visitor's query joins each through carryQuery (lib/catalog/navigation).
import { carryQuery } from '@/lib/catalog/navigation';
import { bookAppointmentHash, servicePickerHash } from '@/lib/catalog/urls';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';

function withParams(path: string, params: Record<string, string | number>, hash = ''): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${path}?${query.toString()}${hash}`;
}

export interface LinkContext {
  /** The page's language: every link stays in it (English when not given). */
  locale?: Locale;
  city: { id: number; slug: string };
  product: { name: string; randomId: string; urlSlug: string };
}

/** The targets, without the visitor's query (the page is shared; see carryQuery). */
export const links = {
  /** Hash screens of the product page itself: the browser keeps path and query. */
  bookAppointment: bookAppointmentHash,
  servicePicker: servicePickerHash,
  searchByArea: ({ locale = DEFAULT_LOCALE, city, product }: LinkContext, areaId: number) =>
    withParams(
      localePath(locale, '/search/'),
      { query: product.name, city_id: city.id },
      `#/sort_by_area_id=${areaId}`,
    ),
  organisation: ({ locale = DEFAULT_LOCALE, product }: LinkContext, organisationPageUrl: string) =>
    carryQuery(
      localePath(locale, organisationPageUrl),
      new URLSearchParams({ product_id: product.randomId }).toString(),
    ),
  similar: (
    { locale = DEFAULT_LOCALE, city }: LinkContext,
    similar: { urlSlug: string; randomId: string },
  ) => localePath(locale, `/${city.slug.toLowerCase()}/${similar.urlSlug}/${similar.randomId}/`),
  otherMriScans: ({ locale = DEFAULT_LOCALE, city }: LinkContext) =>
    withParams(localePath(locale, '/scans/'), { city_id: city.id }, '#/mri'),
  deal: ({ locale = DEFAULT_LOCALE, city }: LinkContext) =>
    withParams(localePath(locale, '/deal/hc_499_tvhr_0_33/'), {
      utm_experiment_city: city.slug.toLowerCase(),
    }),
};
