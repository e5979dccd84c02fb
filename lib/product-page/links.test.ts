import { carryQuery } from '@/lib/catalog/navigation';
import { links, type LinkContext } from './links';

const ctx: LinkContext = {
  city: { id: 1, slug: 'Hyderabad' },
  product: { name: 'MRI Brain', randomId: 'ay5jt4', urlSlug: 'mri-brain' },
};
const UTM = 'utm_source=google&utm_campaign=mri+hyd';

describe('links (docs/product.md, Navigation)', () => {
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
