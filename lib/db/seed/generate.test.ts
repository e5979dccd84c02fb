import { ALL_PRODUCTS, generateSeedRows, organisationKind, planSeed, scaleShape } from './generate';
import { createHash } from 'node:crypto';
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

  it('is the catalogue it always was (the digests and the end-to-end tests rely on it)', () => {
    const digest = createHash('md5').update(JSON.stringify(rows)).digest('hex');
    expect(digest).toBe('182e5f7985850d066ccac904050731c2');
  });

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

describe('a hundred times the catalogue', () => {
  // The head and the first cities' chunks: the whole of it is 19 million rows.
  const SEED = 20261121;
  const one = generateSeedRows(SEED, 1);
  const plan = planSeed(SEED, 100);
  const chunks = plan.chunks();
  const first = [chunks.next().value!, chunks.next().value!];

  it('has 120 cities (towns with their own localities and PIN codes) and 3 forms of each test', () => {
    const { cities, areas, products } = plan.head;
    expect(cities).toHaveLength(120);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(120);
    expect(products).toHaveLength(3 * ALL_PRODUCTS.length);
    expect(new Set(products.map((p) => p.urlSlug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.randomId)).size).toBe(products.length);
    expect(
      products.every((p) => /^[a-z0-9-]+$/.test(p.urlSlug) && !/ with .* with /.test(p.name)),
    ).toBe(true);
    for (const city of cities.slice(12)) {
      const own = areas.filter((a) => a.cityId === city.id);
      expect(own.length).toBeGreaterThanOrEqual(12);
      expect(new Set(own.map((a) => a.urlSlug)).size).toBe(own.length);
      expect(own.every((a) => /^[1-9]\d{5}$/.test(a.pincode))).toBe(true);
    }
    expect(products.find((p) => p.name === 'MRI Brain (Express Report)')?.reportHours).toBeLessThan(
      products.find((p) => p.name === 'MRI Brain')!.reportHours,
    );
  });

  it('keeps the launch catalogue: the same cities, areas and products first', () => {
    expect(plan.head.cities.slice(0, 12)).toEqual(one.cities);
    expect(plan.head.areas.slice(0, one.areas.length)).toEqual(one.areas);
    expect(plan.head.products.slice(0, one.products.length)).toEqual(one.products);
  });

  it('multiplies centres a hundredfold, prices and reviews following them', () => {
    const shape = scaleShape(100);
    // The centres of every city, as the chunks count them, add up to 100 times scale 1's.
    const total = [150, 150, 150, 150, 130, 130, 130, 105, 105, 105, 105, 105]
      .concat(Array.from({ length: shape.towns }, () => 60))
      .reduce((n, base) => n + Math.round(base * shape.centreScale), 0);
    expect(total / one.centres.length).toBeCloseTo(100, 0);
    const hyderabad = first[0]!;
    expect(hyderabad.centres).toHaveLength(Math.round(150 * shape.centreScale));
    const perCentre = (rows: { length: number }, centres: { length: number }) =>
      rows.length / centres.length;
    for (const chunk of first) {
      expect(perCentre(chunk.centrePrices, chunk.centres)).toBeCloseTo(
        perCentre(one.centrePrices, one.centres),
        -1,
      );
      expect(perCentre(chunk.reviews, chunk.centres)).toBeCloseTo(
        perCentre(one.reviews, one.centres),
        -1,
      );
    }
    // Ids run on from one city to the next.
    expect(first[1]!.centres[0]!.id).toBe(hyderabad.centres.length + 1);
    expect(first[1]!.reviews[0]!.id).toBe(hyderabad.reviews.length + 1);
  });

  it('is deterministic', () => {
    const again = planSeed(SEED, 100);
    expect(JSON.stringify(again.head)).toBe(JSON.stringify(plan.head));
    expect(JSON.stringify(again.chunks().next().value)).toBe(JSON.stringify(first[0]));
  });

  it('leaves scale 10 and below as they were: only the centres multiply', () => {
    expect(scaleShape(10)).toEqual({ towns: 0, variantsPerProduct: 0, centreScale: 10 });
    expect(planSeed(SEED, 10).head.products).toHaveLength(ALL_PRODUCTS.length);
  });
});
