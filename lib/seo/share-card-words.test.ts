import { bareProductPage, productPage } from './testing';
import {
  cityShareCard,
  dealShareCard,
  productShareCard,
  shareCardAlt,
  shareCardVersion,
  shareImageMetadata,
} from './share-card-words';

describe('the link-preview card', () => {
  it("says the test, the city, the price against the page's struck list price, rating and centres", () => {
    const card = productShareCard(productPage);
    expect(card).toEqual({
      eyebrow: 'MRI',
      title: 'MRI Brain',
      subtitle: 'in Hyderabad',
      price: 3750,
      priceIs: 'from',
      listPrice: 5630, // displayedListPrice: x1.5 to the nearest 10, as the page strikes it
      rating: { average: 3.8, count: 4848 },
      facts: ['70 centres'],
      brand: 'DiagnoBook',
      words: { priceBefore: 'from', priceAfter: '', reviews: '(4,848 reviews)' },
      locale: 'en',
    });
    expect(shareCardAlt(card)).toBe(
      'MRI Brain in Hyderabad, from ₹3,750 (list price ₹5,630), rated 3.8 of 5 by 4,848 reviews, 70 centres: DiagnoBook',
    );
  });

  it('leaves out the price, rating and centres a test in the city does not have', () => {
    const card = productShareCard(bareProductPage);
    expect(card).toMatchObject({ price: null, listPrice: null, rating: null, facts: [] });
    expect(shareCardAlt(card)).toBe('MRI Brain in Hyderabad: DiagnoBook');
  });

  it("gives the city's lowest price and the offer's price", () => {
    const products = [{ minPrice: 900 }, { minPrice: 250 }];
    expect(cityShareCard(productPage.city, products, 'tests')).toMatchObject({
      title: 'Diagnostic tests in Hyderabad',
      price: 250,
      facts: ['2 tests and scans'],
    });
    expect(cityShareCard(productPage.city, [], 'scans')).toMatchObject({
      title: 'Scans in Hyderabad',
      price: null,
      facts: ['0 scans'],
    });
    expect(
      dealShareCard({ title: 'Full Body Checkup', price: 499, reportHours: 48 }, 40, null),
    ).toMatchObject({
      price: 499,
      priceIs: 'all inclusive',
      subtitle: '40 tests in one sample',
      facts: ['Free home collection', 'Reports in 48 hours'],
      words: { priceBefore: '', priceAfter: 'all inclusive', reviews: '' },
    });
  });

  it("speaks the page's language: Hindi and Telugu words, the price where each puts it", () => {
    const hindi = productShareCard(
      { ...productPage, city: { ...productPage.city, name: 'हैदराबाद' } },
      'hi',
    );
    expect(hindi).toMatchObject({
      subtitle: 'हैदराबाद में',
      facts: ['70 सेंटर'],
      words: { priceBefore: '', priceAfter: 'से शुरू', reviews: '(4,848 रिव्यू)' },
      locale: 'hi',
    });
    expect(shareCardAlt(hindi)).toBe(
      'MRI Brain हैदराबाद में, ₹3,750 से शुरू (लिस्ट प्राइस ₹5,630), 4,848 रिव्यू में 5 में से 3.8 रेटिंग, 70 सेंटर: DiagnoBook',
    );
    const telugu = dealShareCard({ title: 'x', price: 499, reportHours: 1 }, 1, null, 'te');
    expect(telugu).toMatchObject({
      subtitle: 'ఒకే శాంపిల్‌తో 1 పరీక్ష',
      facts: ['ఇంటి వద్ద ఉచిత శాంపిల్ సేకరణ', '1 గంటలో రిపోర్ట్'],
      words: { priceBefore: '', priceAfter: 'అన్నీ కలిపి' },
    });
    expect(
      cityShareCard(productPage.city, [{ minPrice: 9 }, { minPrice: 5 }], 'scans', 'te'),
    ).toMatchObject({
      facts: ['2 స్కాన్‌లు'],
    });
  });

  it('gets a new address when what it shows changes, and only then', () => {
    const card = productShareCard(productPage);
    expect(shareCardVersion(productShareCard(productPage))).toBe(shareCardVersion(card));
    const cheaper = productShareCard({
      ...productPage,
      prices: { ...productPage.prices, minPrice: 3640 },
    });
    expect(shareCardVersion(cheaper)).not.toBe(shareCardVersion(card));
  });

  it('is an absolute 1200x630 og:image with its alt, and a large X (Twitter) card', () => {
    const card = productShareCard(productPage);
    const meta = shareImageMetadata(
      card,
      '/hyderabad/mri-brain/ay5jt4/og.png',
      'https://d.example',
    );
    const url = `https://d.example/hyderabad/mri-brain/ay5jt4/og.png?v=${shareCardVersion(card)}`;
    expect(meta.openGraph.images).toEqual([
      { url, width: 1200, height: 630, alt: shareCardAlt(card) },
    ]);
    expect(meta.twitter).toEqual({
      card: 'summary_large_image',
      images: [{ url, alt: shareCardAlt(card) }],
    });
  });
});
