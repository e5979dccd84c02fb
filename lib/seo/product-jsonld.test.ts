import { productPage } from './testing';
import { productJsonLd } from './product-jsonld';

describe('productJsonLd', () => {
  const [test, faq, crumbs] = productJsonLd(productPage, 'https://diagnobook.example') as Record<
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
      mainEntity: [{ name: 'Is it safe?', acceptedAnswer: { text: 'Yes, no radiation.' } }, {}],
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

  it('leaves out offers and rating when there is neither, and the FAQ without questions', () => {
    const ld = productJsonLd(
      {
        ...productPage,
        product: { ...productPage.product, faqs: [] },
        prices: { ...productPage.prices, minPrice: null, maxPrice: null, centreCount: 0 },
        rating: { average: null, count: 0 },
      },
      'https://x.example',
    ) as Record<string, unknown>[];
    expect(ld.map((o) => o['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(ld[0]).not.toHaveProperty('offers');
    expect(ld[0]).not.toHaveProperty('aggregateRating');
  });

  it('has the link-preview picture as its image and its id as sku', () => {
    expect(test).toMatchObject({
      image: 'https://diagnobook.example/hyderabad/mri-brain/ay5jt4/og.png',
      sku: 'ay5jt4',
    });
    // Reviews are of the partner centres, not of the test, and the page's first round trip
    // has no room for them: the AggregateRating carries their count and average.
    expect(test).not.toHaveProperty('review');
  });

  it("speaks the page's language, at the page's address in it", () => {
    const hindi = productJsonLd(
      { ...productPage, city: { ...productPage.city, name: 'हैदराबाद' } },
      'https://diagnobook.example',
      'hi',
    ) as Record<string, unknown>[];
    expect(hindi[0]).toMatchObject({
      name: 'हैदराबाद में MRI Brain',
      url: 'https://diagnobook.example/hi/hyderabad/mri-brain/ay5jt4/',
      image: 'https://diagnobook.example/hi/hyderabad/mri-brain/ay5jt4/og.png',
    });
    expect(String(hindi[0]!.description)).toMatch(/सेंटरों पर MRI Brain।/);
    const crumbs = hindi.at(-1) as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['होम', 'https://diagnobook.example/hi/'],
      ['हैदराबाद', 'https://diagnobook.example/hi/hyderabad/'],
      ['MRI Brain', 'https://diagnobook.example/hi/hyderabad/mri-brain/ay5jt4/'],
    ]);
  });
});
