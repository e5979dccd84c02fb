import { ALL_PRODUCTS, generateSeedRows, organisationKind } from './generate';
import { createRng } from './prng';

describe('createRng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('forks independent streams by label', () => {
    expect(createRng(1).fork('x').next()).toBe(createRng(1).fork('x').next());
    expect(createRng(1).fork('x').next()).not.toBe(createRng(1).fork('y').next());
  });
});

describe('generateSeedRows at scale 1', () => {
  const rows = generateSeedRows(20261121, 1);

  it('has at least the sizes docs/database.md asks for', () => {
    expect(rows.cities.length).toBeGreaterThanOrEqual(10);
    expect(rows.areas.length).toBeGreaterThanOrEqual(300);
    expect(rows.products.length).toBeGreaterThanOrEqual(80);
    expect(rows.organisations.length).toBeGreaterThanOrEqual(40);
    expect(rows.centres.length).toBeGreaterThanOrEqual(1500);
    expect(rows.centrePrices.length).toBeGreaterThanOrEqual(50_000);
    expect(rows.reviews.length).toBeGreaterThanOrEqual(100_000);
  });

  it('gives every product a unique 6-character random id and slug, and 3 to 6 FAQs', () => {
    const randomIds = new Set(rows.products.map((p) => p.randomId));
    expect(randomIds.size).toBe(rows.products.length);
    expect([...randomIds].every((id) => /^[a-z0-9]{6}$/.test(id))).toBe(true);
    expect(new Set(rows.products.map((p) => p.urlSlug)).size).toBe(rows.products.length);
    for (const p of rows.products) {
      expect(p.faqs.length).toBeGreaterThanOrEqual(3);
      expect(p.faqs.length).toBeLessThanOrEqual(6);
      expect(p.aliases.length).toBeGreaterThan(0);
    }
  });

  it('keeps the real tests patients search for', () => {
    const names = rows.products.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['MRI Brain', 'Ultrasound Whole Abdomen']));
    expect(rows.products.find((p) => p.urlSlug === 'cbc')?.aliases).toContain(
      'Complete Blood Count',
    );
    expect(rows.products.find((p) => p.urlSlug === 'lipid-profile')?.isFastingRequired).toBe(true);
    expect(rows.products.find((p) => p.urlSlug === 'hba1c')?.isFastingRequired).toBe(false);
    expect(rows.products.find((p) => p.urlSlug === 'mri-brain')?.homeServiceAllowed).toBe(false);
  });

  it('flags night pricing for MRI and CT only', () => {
    const categoryCode = new Map(rows.categories.map((c) => [c.id, c.code]));
    for (const p of rows.products) {
      const code = categoryCode.get(p.categoryId);
      expect(p.showNightPricing).toBe(code === 'mri' || code === 'ct');
    }
  });

  it('prices every offer below its list price, home service only where product and centre allow', () => {
    const productAllows = new Map(rows.products.map((p) => [p.id, p.homeServiceAllowed]));
    const centreAllows = new Map(rows.centres.map((c) => [c.id, c.homeService]));
    const centreCity = new Map(rows.centres.map((c) => [c.id, c.cityId]));
    const broken = rows.centrePrices.filter(
      (price) =>
        price.price <= 0 ||
        price.listPrice <= price.price ||
        price.cityId !== centreCity.get(price.centreId) ||
        (price.homeServiceAvailable &&
          !(productAllows.get(price.productId) && centreAllows.get(price.centreId))),
    );
    expect(broken).toEqual([]);
    expect(rows.centrePrices.some((p) => p.homeServiceAvailable)).toBe(true);
  });

  it('spreads ratings believably and keeps centre rating totals in step with reviews', () => {
    const byRating = [0, 0, 0, 0, 0];
    for (const r of rows.reviews) byRating[r.rating - 1]! += 1;
    const share = byRating.map((n) => n / rows.reviews.length);
    expect(share[4]! + share[3]!).toBeGreaterThan(0.5); // mostly good
    expect(share[0]!).toBeGreaterThan(0.005); // with an honest tail
    const sums = new Map<number, number>();
    for (const r of rows.reviews) {
      if (!r.isCovid) sums.set(r.centreId, (sums.get(r.centreId) ?? 0) + r.rating);
    }
    expect(rows.centres.filter((c) => (c.ratingSum ?? 0) !== (sums.get(c.id) ?? 0))).toEqual([]);
  });

  it('names centres without doubled words', () => {
    // Only the chain and branch words: "Dum Dum" is a real Kolkata area.
    const doubled = rows.centres.filter((c) => /\b(\w+) \1\b/i.test(c.name.split(',')[0]!));
    expect(doubled).toEqual([]);
  });

  it('places every centre in an area of its own city', () => {
    const areaCity = new Map(rows.areas.map((a) => [a.id, a.cityId]));
    expect(rows.centres.filter((c) => areaCity.get(c.areaId) !== c.cityId)).toEqual([]);
  });
});

describe('generateSeedRows', () => {
  it('is deterministic for a seed and differs for another', () => {
    const a = generateSeedRows(7, 0.05);
    // Compared as JSON: a deep toEqual over thousands of rows is slow for nothing.
    expect(JSON.stringify(generateSeedRows(7, 0.05))).toBe(JSON.stringify(a));
    expect(JSON.stringify(generateSeedRows(8, 0.05).centrePrices)).not.toBe(
      JSON.stringify(a.centrePrices),
    );
  });

  it('multiplies centres, prices and reviews with the scale', () => {
    const one = generateSeedRows(7, 0.2);
    const two = generateSeedRows(7, 0.4);
    expect(two.centres.length / one.centres.length).toBeCloseTo(2, 1);
    expect(two.reviews.length / one.reviews.length).toBeCloseTo(2, 0);
    expect(two.products.length).toBe(ALL_PRODUCTS.length);
  });

  it('rejects a scale that is not positive', () => {
    expect(() => generateSeedRows(7, 0)).toThrow('scale');
    expect(() => generateSeedRows(7, Number.NaN)).toThrow('scale');
  });

  it('names organisation kinds after what they do', () => {
    expect(organisationKind('ClearScan Imaging')).toBe('imaging');
    expect(organisationKind('Samarth Path Labs')).toBe('pathology');
    expect(organisationKind('Pranaam Diagnostics')).toBe('multi');
  });
});
