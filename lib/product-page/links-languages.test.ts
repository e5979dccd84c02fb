import { links, type LinkContext } from './links';

const ctx = (locale: string): LinkContext => ({
  locale,
  city: { id: 1, slug: 'hyderabad' },
  product: { name: 'MRI Brain', randomId: 'ay5jt4', urlSlug: 'mri-brain' },
});

describe('the product page links stay in its language', () => {
  it.each(['hi', 'te'])('%s', (locale) => {
    const c = ctx(locale);
    expect(links.similar(c, { urlSlug: 'ct-head', randomId: 'q7k2m9' })).toBe(
      `/${locale}/hyderabad/ct-head/q7k2m9/`,
    );
    expect(links.searchByArea(c, 17)).toBe(
      `/${locale}/search/?query=MRI+Brain&city_id=1#/sort_by_area_id=17`,
    );
    expect(links.organisation(c, '/partners/alpha/hyderabad/')).toBe(
      `/${locale}/partners/alpha/hyderabad/?product_id=ay5jt4`,
    );
    expect(links.otherMriScans(c)).toBe(`/${locale}/scans/?city_id=1#/mri`);
    expect(links.deal(c)).toBe(`/${locale}/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad`);
  });

  it('English keeps today’s addresses', () => {
    expect(links.similar(ctx('en'), { urlSlug: 'ct-head', randomId: 'q7k2m9' })).toBe(
      '/hyderabad/ct-head/q7k2m9/',
    );
    expect(links.otherMriScans(ctx('en'))).toBe('/scans/?city_id=1#/mri');
  });
});
