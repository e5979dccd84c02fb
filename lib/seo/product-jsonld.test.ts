import type { ProductPageData } from '@/lib/product-page/load';
import { jsonForScript, productJsonLd } from './product-jsonld';

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
    preparationHtml: null,
    howItIsDoneHtml: null,
    faqs: [{ question: 'Is it safe?', answer: '<p>Yes, <strong>no</strong> radiation.</p>' }],
    homeServiceAllowed: false,
    showNightPricing: true,
    reportHours: 24,
  },
  prices: { minPrice: 3750, maxPrice: 6000, centreCount: 70, homeServiceAvailable: false },
  rating: { average: 3.8, count: 4848 },
  partners: [],
  areaPrices: [],
  reviews: {
    reviews: [],
    no_of_reviews_to_show_on_initial_load: 3,
    total_reviews_count: 0,
    next_cursor: null,
  },
  similar: [],
} satisfies ProductPageData;

describe('productJsonLd', () => {
  const [test, faq, crumbs] = productJsonLd(data, 'https://diagnobook.example') as Record<
    string,
    unknown
  >[];

  it('describes the test with an AggregateOffer in INR and an AggregateRating', () => {
    expect(test).toMatchObject({
      '@type': 'Product',
      additionalType: 'https://schema.org/MedicalTest',
      url: 'https://diagnobook.example/hyderabad/mri-brain/ay5jt4/',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: 3750,
        highPrice: 6000,
        offerCount: 70,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.8, reviewCount: 4848 },
    });
  });

  it('lists the FAQs as plain text and the breadcrumbs in order', () => {
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Is it safe?', acceptedAnswer: { text: 'Yes, no radiation.' } }],
    });
    expect(
      (
        crumbs as { itemListElement: { position: number; name: string; item?: string }[] }
      ).itemListElement.map((c) => [c.position, c.name, c.item]),
    ).toEqual([
      [1, 'Home', expect.stringMatching(/\/$/)],
      [2, 'Hyderabad', expect.stringMatching(/\/hyderabad\/$/)],
      [3, 'MRI Brain', expect.anything()],
    ]);
  });

  it('leaves out offers and rating when there is neither', () => {
    const [bare] = productJsonLd(
      {
        ...data,
        prices: { ...data.prices, minPrice: null, maxPrice: null, centreCount: 0 },
        rating: { average: null, count: 0 },
      },
      'https://x.example',
    ) as Record<string, unknown>[];
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('aggregateRating');
  });
});

it('escapes < so a value cannot close the script element', () => {
  expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
});
