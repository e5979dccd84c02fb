import { carryQuery, links, type LinkContext } from './navigation';

const ctx: LinkContext = {
  city: { id: 1, slug: 'Hyderabad' },
  product: { name: 'MRI Brain', randomId: 'ay5jt4', urlSlug: 'mri-brain' },
};
const UTM = 'utm_source=google&utm_campaign=mri+hyd';

describe('carryQuery', () => {
  it('adds the visitor query after the link’s own parameters, before the hash', () => {
    expect(carryQuery('/search/?query=MRI+Brain&city_id=1#/sort_by_area_id=4', UTM)).toBe(
      '/search/?query=MRI+Brain&city_id=1&utm_source=google&utm_campaign=mri+hyd#/sort_by_area_id=4',
    );
  });

  it('keeps the link’s own value when both name a parameter', () => {
    expect(carryQuery('/scans/?city_id=1', 'city_id=9&utm_source=x')).toBe(
      '/scans/?city_id=1&utm_source=x',
    );
  });

  it('leaves a link alone when there is no visitor query, and handles ? and # prefixes', () => {
    expect(carryQuery('/pune/cbc/abc123/', '')).toBe('/pune/cbc/abc123/');
    expect(carryQuery('/pune/cbc/abc123/', '?utm_source=x')).toBe('/pune/cbc/abc123/?utm_source=x');
  });

  it('keeps repeated visitor parameters', () => {
    expect(carryQuery('/a/', 'tag=1&tag=2')).toBe('/a/?tag=1&tag=2');
  });
});

describe('links (SPEC.md point 2)', () => {
  it('book-appointment with :service, and with a centre', () => {
    expect(links.bookAppointment('walkin')).toBe('#/book-appointment/walkin/');
    expect(links.bookAppointment('home-service', 42)).toBe('#/book-appointment/home-service/42/');
  });

  it('the service picker with the text null', () => {
    expect(links.servicePicker()).toBe('#/diagnostic-service-picker/null/');
  });

  it('search sorted by an area', () => {
    expect(carryQuery(links.searchByArea(ctx, 17), UTM)).toBe(
      '/search/?query=MRI+Brain&city_id=1&utm_source=google&utm_campaign=mri+hyd#/sort_by_area_id=17',
    );
  });

  it('the partner organisation page with product_id', () => {
    expect(carryQuery(links.organisation(ctx, '/partners/alpha-imaging/hyderabad/'), UTM)).toBe(
      '/partners/alpha-imaging/hyderabad/?product_id=ay5jt4&utm_source=google&utm_campaign=mri+hyd',
    );
  });

  it('similar tests under the lower-case city', () => {
    expect(carryQuery(links.similar(ctx, { urlSlug: 'mri-knee', randomId: '8btgb7' }), UTM)).toBe(
      '/hyderabad/mri-knee/8btgb7/?utm_source=google&utm_campaign=mri+hyd',
    );
  });

  it('Other MRI Scans and the deal', () => {
    expect(carryQuery(links.otherMriScans(ctx), UTM)).toBe(
      '/scans/?city_id=1&utm_source=google&utm_campaign=mri+hyd#/mri',
    );
    expect(carryQuery(links.deal(ctx), UTM)).toBe(
      '/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad&utm_source=google&utm_campaign=mri+hyd',
    );
  });
});
