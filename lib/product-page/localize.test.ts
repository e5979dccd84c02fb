import type { Content } from '@/lib/i18n/content';
import type { ProductPageData } from './load';

// The catalogue's Telugu words, as lib/i18n/content would read them from its folder.
const TELUGU: Content = {
  products: {
    'mri-brain': {
      name: 'MRI మెదడు',
      aliases: ['మెదడు స్కాన్'],
      romanised: ['medadu scan'],
      preparationHtml: '<p>ఉపవాసం అవసరం లేదు.</p>',
      howItIsDoneHtml: '<p>మీరు టేబుల్ మీద పడుకుంటారు.</p>',
      faqs: [{ question: 'MRI సురక్షితమేనా?', answerHtml: '<p>అవును.</p>' }],
    },
    'ct-head': {
      name: 'CT తల',
      aliases: [],
      romanised: [],
      preparationHtml: '<p>-</p>',
      howItIsDoneHtml: '<p>-</p>',
      faqs: [{ question: '?', answerHtml: '<p>-</p>' }],
    },
  },
  categories: { mri: 'MRI స్కాన్' },
  cities: {
    hyderabad: {
      name: 'హైదరాబాద్',
      state: 'తెలంగాణ',
      areas: { 'Banjara Hills': 'బంజారా హిల్స్' },
    },
  },
};

// lib/i18n/content over this data instead of the folder other work is still filling.
jest.mock('@/lib/i18n/content', () => {
  const content = (locale: string) =>
    locale === 'te' ? TELUGU : { products: {}, categories: {}, cities: {} };
  return {
    contentOf: content,
    productText: (l: string, slug: string) => content(l).products[slug],
    productName: (l: string, slug: string, en: string) => content(l).products[slug]?.name ?? en,
    categoryName: (l: string, code: string, en: string) => content(l).categories[code] ?? en,
    cityName: (l: string, slug: string, en: string) => content(l).cities[slug]?.name ?? en,
    areaName: (l: string, city: string, en: string) => content(l).cities[city]?.areas[en] ?? en,
  };
});

import { areaNamesOf, localizeProductPage } from './localize';

const data = {
  city: { id: 1, slug: 'hyderabad', name: 'Hyderabad', state: 'Telangana' },
  product: {
    id: 1,
    randomId: 'ay5jt4',
    name: 'MRI Brain',
    displayName: 'MRI Brain Scan',
    urlSlug: 'mri-brain',
    category: { code: 'mri', name: 'MRI' },
    aliases: ['Brain MRI'],
    isFastingRequired: false,
    fastingHours: null,
    preparationHtml: '<p>No fasting.</p>',
    howItIsDoneHtml: '<p>You lie down.</p>',
    faqs: [{ question: 'Is MRI safe?', answer: '<p>Yes.</p>' }],
    homeServiceAllowed: false,
    showNightPricing: true,
    reportHours: 24,
  },
  prices: { minPrice: 3750, maxPrice: 6000, centreCount: 3, homeServiceAvailable: false },
  partners: [],
  areaPrices: [
    { id: 5, areaName: 'Banjara Hills', urlSlug: 'banjara-hills', minPrice: 3750 },
    { id: 6, areaName: 'Tarnaka', urlSlug: 'tarnaka', minPrice: 3800 },
  ],
  rating: { average: 4, count: 10 },
  reviews: {
    reviews: [],
    no_of_reviews_to_show_on_initial_load: 3,
    total_reviews_count: 0,
    next_cursor: null,
  },
  similar: [
    { name: 'CT Head', urlSlug: 'ct-head', randomId: 'q7k2m9' },
    { name: 'MRI Knee', urlSlug: 'mri-knee', randomId: '8btgb7' },
  ],
} as ProductPageData;

describe('the product page in the language of its address', () => {
  it('English is the data itself', () => {
    expect(localizeProductPage('en', data)).toBe(data);
    expect(areaNamesOf('en', 'hyderabad')).toEqual({});
  });

  it('Telugu: the product text, category, city, areas and similar tests; English where none', () => {
    const te = localizeProductPage('te', data);
    expect(te.product).toMatchObject({
      name: 'MRI మెదడు',
      displayName: null,
      aliases: ['మెదడు స్కాన్'],
      preparationHtml: '<p>ఉపవాసం అవసరం లేదు.</p>',
      howItIsDoneHtml: '<p>మీరు టేబుల్ మీద పడుకుంటారు.</p>',
      faqs: [{ question: 'MRI సురక్షితమేనా?', answer: '<p>అవును.</p>' }],
      category: { code: 'mri', name: 'MRI స్కాన్' },
      urlSlug: 'mri-brain',
    });
    expect(te.city.name).toBe('హైదరాబాద్');
    expect(te.areaPrices.map((a) => a.areaName)).toEqual(['బంజారా హిల్స్', 'Tarnaka']);
    expect(te.similar.map((p) => p.name)).toEqual(['CT తల', 'MRI Knee']);
    expect(areaNamesOf('te', 'hyderabad')).toEqual({ 'Banjara Hills': 'బంజారా హిల్స్' });
    // The English data is left as it was (the cached page is shared by every language).
    expect(data.product.name).toBe('MRI Brain');
  });
});
