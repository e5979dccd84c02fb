import { ALL_PRODUCTS } from '@/lib/db/seed/generate';
import { getDeal, listDeals, testCount } from './index';

const deal = getDeal('hc_499_tvhr_0_33')!;

it('is the product page’s promotion: 32 tests with free home collection and 48-hour reports', () => {
  expect(deal).not.toBeNull();
  expect(testCount(deal)).toBe(32);
  expect(deal.reportHours).toBe(48);
  expect(deal.price).toBe(499);
});

it('lists every test once, each group a catalogue test that can be collected at home', () => {
  for (const d of listDeals()) {
    const parameters = d.groups.flatMap((g) => g.parameters);
    expect(new Set(parameters).size).toBe(parameters.length);
    for (const group of d.groups) {
      const product = ALL_PRODUCTS.find((p) => p.slug === group.productSlug);
      expect(product?.homeServiceAllowed).toBe(true);
    }
  }
});

it('knows no other code', () => {
  expect(getDeal('HC_499_TVHR_0_33')).toBeNull();
  expect(getDeal('')).toBeNull();
});
