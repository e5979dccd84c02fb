// The JSON-LD built with next-seo against what the builders made before it (fixtures/jsonld-
// before.json, written by the old code from the same inputs): the same objects with the same
// fields, and in the same order, so the pages' bytes do not change either. The fixture
// also holds the Product's `image` (the link-preview picture) and `sku`: Google requires the one.
import before from './fixtures/jsonld-before.json';
import * as f from './testing';
import {
  breadcrumbJsonLd,
  dealJsonLd,
  itemListJsonLd,
  organisationJsonLd,
  productJsonLd,
  websiteJsonLd,
} from './index';

const now: Record<keyof typeof before, unknown> = {
  product: productJsonLd(f.productPage, f.SITE),
  bareProduct: productJsonLd(f.bareProductPage, f.SITE),
  organisation: organisationJsonLd(f.organisationPage, f.organisationPath, f.SITE),
  unratedOrganisation: organisationJsonLd(f.unratedOrganisationPage, f.organisationPath, f.SITE),
  breadcrumb: breadcrumbJsonLd(f.crumbs, f.SITE),
  itemList: itemListJsonLd('Tests in Hyderabad', f.listItems, f.SITE),
  website: websiteJsonLd(f.SITE, f.productPage.city),
  deal: dealJsonLd(f.deal, 40, f.productPage.city, f.dealPath, f.SITE),
  dealWithoutCity: dealJsonLd(f.deal, 40, null, f.dealPath, f.SITE),
};

describe('JSON-LD built with next-seo, against the fixture the old builders wrote', () => {
  it.each(Object.keys(before) as (keyof typeof before)[])(
    '%s: the same objects and fields, in the same order',
    (key) => {
      expect(now[key]).toStrictEqual(before[key]);
      expect(JSON.stringify(now[key])).toBe(JSON.stringify(before[key]));
    },
  );

  it('covers every page data the fixture has', () => {
    expect(Object.keys(now).sort()).toEqual(Object.keys(before).sort());
  });
});
