// Turns the hand-written catalogue (./data) and a seed into rows. Pure: no database,
// no clock, so the same seed and scale always give the same rows.
import type * as schema from '../schema';
import { slugify } from '@/lib/db/seed/slug';
import { createRng, type Rng } from './prng';
import { CITIES } from './data/cities';
import { CATEGORIES } from './data/categories';
import {
  CENTRE_SUFFIXES,
  FIRST_NAMES,
  LAST_INITIALS_OR_SURNAMES,
  ORGANISATION_NAMES,
  REVIEW_COMMENTS,
  STREET_WORDS,
} from './data/people';
import { IMAGING_PRODUCTS } from './data/products-imaging';
import { LAB_PRODUCTS } from './data/products-lab';
import { LOCALITY_NAMES, TOWNS } from './data/towns';
import type { CategoryCode, ProductSeed } from './data/types';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
/** The seed sets every id itself, so rows can point at each other before any insert. */
type RowWithId<T extends { $inferInsert: unknown }> = Row<T> & { id: number };

/** The small tables, whole: what every centre points at. */
export interface SeedHead {
  cities: RowWithId<typeof schema.cities>[];
  areas: RowWithId<typeof schema.areas>[];
  categories: RowWithId<typeof schema.categories>[];
  products: RowWithId<typeof schema.products>[];
  organisations: RowWithId<typeof schema.organisations>[];
}

/** One city's centres and what hangs off them: the large tables, a city at a time. */
export interface SeedChunk {
  centres: RowWithId<typeof schema.centres>[];
  centreClosedDates: Row<typeof schema.centreClosedDates>[];
  centrePrices: Row<typeof schema.centrePrices>[];
  reviews: RowWithId<typeof schema.reviews>[];
}

export type SeedRows = SeedHead & SeedChunk;

export interface SeedPlan {
  head: SeedHead;
  /** Each city's chunk in turn, generated as it is asked for (the rows of one city in memory). */
  chunks(): Generator<SeedChunk>;
}

/** Centres per city at scale 1; metros carry more. Sum: 1,515. */
const CENTRES_PER_CITY: Record<string, number> = {
  hyderabad: 150,
  bengaluru: 150,
  mumbai: 150,
  delhi: 150,
  chennai: 130,
  pune: 130,
  kolkata: 130,
};
const CENTRES_IN_OTHER_CITIES = 105;
/** Centres of a town added past scale 10 (TOWNS), before the scale's multiplication. */
const CENTRES_PER_TOWN = 60;
const TOWN_PRICE_FACTOR = 0.85;
const REVIEWS_PER_CENTRE = 70;
/** Metro prices run higher than in smaller cities. */
const CITY_PRICE_FACTOR: Record<string, number> = {
  mumbai: 1.12,
  delhi: 1.08,
  bengaluru: 1.06,
  hyderabad: 1.0,
  chennai: 1.0,
  pune: 1.0,
  kolkata: 0.95,
};
const OTHER_CITY_PRICE_FACTOR = 0.9;
/** Review dates are spread over this window (fixed, so the seed never reads the clock). */
const REVIEWS_FROM = Date.UTC(2023, 0, 1);
const REVIEWS_UNTIL = Date.UTC(2026, 9, 31);
const COVID_FROM = Date.UTC(2021, 3, 1);
const COVID_UNTIL = Date.UTC(2022, 2, 31);

const IMAGING_CATEGORIES = new Set<CategoryCode>([
  'mri',
  'ct',
  'ultrasound',
  'x-ray',
  'mammography',
  'cardiology',
]);
/** Relative booking volume of each category (the base of a product's popularity). */
const CATEGORY_DEMAND: Partial<Record<CategoryCode, number>> = {
  hematology: 9_000,
  biochemistry: 8_800,
  'health-packages': 8_500,
  hormones: 8_200,
  pathology: 7_000,
  ultrasound: 6_500,
  'x-ray': 6_000,
  mri: 5_600,
  cardiology: 5_200,
  ct: 4_800,
  mammography: 3_500,
};
const RANDOM_ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const ALL_PRODUCTS: readonly ProductSeed[] = [...IMAGING_PRODUCTS, ...LAB_PRODUCTS];

function isImaging(category: CategoryCode): boolean {
  return IMAGING_CATEGORIES.has(category);
}

function roundPrice(value: number): number {
  const step = value >= 1000 ? 50 : 10;
  return Math.max(step, Math.round(value / step) * step);
}

function randomId(rng: Rng, taken: Set<string>): string {
  for (;;) {
    let id = '';
    for (let i = 0; i < 6; i++) id += rng.pick([...RANDOM_ID_ALPHABET]);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function time(hours: number, minutes = 0): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`;
}

type OrgKind = 'imaging' | 'pathology' | 'multi';

interface OrgPlan {
  id: number;
  name: string;
  kind: OrgKind;
  /** Price level against the typical price, e.g. 0.85. */
  priceFactor: number;
  discount: number;
  quality: number;
  cityIds: Set<number>;
}

/** What a chain does follows its name: "... Imaging" scans, "... Path Labs" draws blood. */
export function organisationKind(name: string): OrgKind {
  if (/imaging|scan|radiology/i.test(name)) return 'imaging';
  if (/path|labs?\b/i.test(name)) return 'pathology';
  return 'multi';
}

function offers(kind: OrgKind, product: ProductSeed, rng: Rng): boolean {
  const imaging = isImaging(product.category);
  if (kind === 'imaging') return imaging && rng.chance(0.82);
  if (kind === 'pathology') {
    // Pathology chains add the odd X-ray or ECG room to their bigger branches.
    if (imaging) return (product.category === 'x-ray' || product.slug === 'ecg') && rng.chance(0.3);
    return rng.chance(0.86);
  }
  return rng.chance(0.6);
}

function reviewerName(rng: Rng): string {
  const surname = rng.pick(LAST_INITIALS_OR_SURNAMES);
  return rng.chance(0.6)
    ? `${rng.pick(FIRST_NAMES)} ${surname.charAt(0)}.`
    : `${rng.pick(FIRST_NAMES)} ${surname}`;
}

function reviewRating(rng: Rng, quality: number): 1 | 2 | 3 | 4 | 5 {
  // Skewed towards the centre's quality, with an honest tail of bad days.
  if (rng.chance(0.05)) return rng.pick([1, 1, 2] as const);
  const raw = quality + (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
  return Math.min(5, Math.max(1, Math.round(raw))) as 1 | 2 | 3 | 4 | 5;
}

const COVID_COMMENTS = [
  'RT-PCR sample was collected at home within two hours of booking and the report came the next morning.',
  'Booked an RT-PCR test before travel; the technician wore a full PPE kit and the report was on WhatsApp in 20 hours.',
  'Rapid antigen test done at the centre, proper distancing in the waiting area. Report in 30 minutes.',
];

/**
 * How a scale grows the catalogue. Up to 10 only the centres multiply (and the prices and
 * reviews that hang off them), so the launch catalogue and its tests stay as they are. Past
 * 10 the country grows too: `12 * (scale / 10 - 1)` towns from TOWNS join the twelve
 * cities (108 at 100: 120 cities), each with its own localities and PIN codes, and every product gains a variant per power of ten
 * (2 at 100: "with Contrast", "Express Report"...; 336 products). The centres are spread so
 * that their total stays `scale` times scale 1's; each centre lists one form of each test it
 * does, so the prices and reviews follow the centres (about 100 times at 100).
 */
export function scaleShape(scale: number): {
  towns: number;
  variantsPerProduct: number;
  centreScale: number;
} {
  if (scale <= 10) return { towns: 0, variantsPerProduct: 0, centreScale: scale };
  const towns = Math.min(TOWNS.length, Math.round(12 * (scale / 10 - 1)));
  const variantsPerProduct = Math.min(2, Math.floor(Math.log10(scale)));
  const base = CITIES.reduce(
    (sum, c) => sum + (CENTRES_PER_CITY[c.slug] ?? CENTRES_IN_OTHER_CITIES),
    0,
  );
  return {
    towns,
    variantsPerProduct,
    centreScale: (scale * base) / (base + towns * CENTRES_PER_TOWN),
  };
}

interface Variant {
  /** Appended to the product's name, e.g. "MRI Brain with Contrast". */
  suffix: string;
  typicalPrice: (price: number) => number;
  reportHours?: (hours: number) => number;
  contrast?: boolean;
  note: (reportHours: number) => string;
}

const EXPRESS: Variant = {
  suffix: '(Express Report)',
  typicalPrice: (p) => p * 1.25,
  reportHours: (h) => Math.max(1, Math.round(h / 2)),
  note: (h) =>
    `<p>The express report is ready in about ${h} ${h === 1 ? 'hour' : 'hours'}, ahead of the standard queue, for an extra charge.</p>`,
};
const consultation = (doctor: string): Variant => ({
  suffix: `with ${doctor} Consultation`,
  typicalPrice: (p) => p + 300,
  note: () =>
    `<p>A ${doctor.toLowerCase()} goes through the report with you, at the centre or by phone, once it is ready.</p>`,
});
const CONTRAST: Variant = {
  suffix: 'with Contrast',
  typicalPrice: (p) => p * 1.5,
  contrast: true,
  note: () =>
    '<p>A contrast dye is injected into a vein in the arm during the scan. Fast for 4 hours before it, and tell the centre about any kidney disease, diabetes medicine (metformin) or earlier reaction to contrast.</p>',
};

/** The variants a product may have, in order of preference (the first that fits are taken). */
function variantsFor(category: CategoryCode): Variant[] {
  if (category === 'mri' || category === 'ct')
    return [CONTRAST, EXPRESS, consultation('Radiologist')];
  if (category === 'cardiology') return [EXPRESS, consultation('Cardiologist')];
  if (isImaging(category)) return [EXPRESS, consultation('Radiologist')];
  return [EXPRESS, consultation('Doctor')];
}

export function generateSeedRows(seed: number, scale: number): SeedRows {
  const plan = planSeed(seed, scale);
  const rows: SeedRows = {
    ...plan.head,
    centres: [],
    centreClosedDates: [],
    centrePrices: [],
    reviews: [],
  };
  for (const chunk of plan.chunks()) {
    rows.centres.push(...chunk.centres);
    rows.centreClosedDates.push(...chunk.centreClosedDates);
    rows.centrePrices.push(...chunk.centrePrices);
    rows.reviews.push(...chunk.reviews);
  }
  return rows;
}

export function planSeed(seed: number, scale: number): SeedPlan {
  if (!(scale > 0)) throw new Error('scale must be a positive number');
  const shape = scaleShape(scale);
  const rng = createRng(seed);

  const categories = CATEGORIES.map((c, i) => ({
    id: i + 1,
    code: c.code,
    name: c.name,
    sortOrder: i + 1,
  }));
  const categoryId = new Map(categories.map((c) => [c.code, c.id]));

  const cities: SeedRows['cities'] = [];
  const areas: SeedRows['areas'] = [];
  CITIES.forEach((city, i) => {
    const cityId = i + 1;
    cities.push({
      id: cityId,
      slug: city.slug,
      name: city.name,
      state: city.state,
      sortOrder: i + 1,
    });
    for (const area of city.areas) {
      areas.push({
        id: areas.length + 1,
        cityId,
        name: area.name,
        urlSlug: slugify(area.name),
        pincode: area.pincode,
      });
    }
  });

  const productRng = rng.fork('products');
  const takenIds = new Set<string>();
  const products: SeedRows['products'] = ALL_PRODUCTS.map((p, i) => {
    const category = categoryId.get(p.category);
    if (category === undefined) throw new Error(`unknown category ${p.category} for ${p.slug}`);
    return {
      id: i + 1,
      randomId: randomId(productRng, takenIds),
      name: p.name,
      displayName: p.displayName ?? null,
      urlSlug: p.slug,
      categoryId: category,
      aliases: p.aliases,
      isFastingRequired: p.fasting,
      fastingHours: p.fasting ? (p.fastingHours ?? null) : null,
      preparationHtml: p.preparationHtml,
      howItIsDoneHtml: p.howItIsDoneHtml,
      faqs: p.faqs.map((f) => ({ question: f.question, answer: f.answerHtml })),
      homeServiceAllowed: p.homeServiceAllowed,
      showNightPricing: p.category === 'mri' || p.category === 'ct',
      reportHours: p.reportHours,
      // Blood tests are booked far more often than scans; within a category the data files
      // list the most booked first. The noise breaks ties.
      popularity:
        (CATEGORY_DEMAND[p.category] ?? 1_000) -
        ALL_PRODUCTS.filter((q, j) => j < i && q.category === p.category).length * 40 +
        productRng.int(0, 30),
    };
  });

  // forms[i]: product i's ids, typical prices and report hours, itself first and then its variants.
  const forms: { id: number; typicalPrice: number; reportHours: number }[][] = ALL_PRODUCTS.map(
    (p, i) => [{ id: i + 1, typicalPrice: p.typicalPrice, reportHours: p.reportHours }],
  );
  if (shape.variantsPerProduct > 0) {
    const variantRng = rng.fork('product-variants');
    const slugs = new Set(products.map((p) => p.urlSlug));
    const names = new Set(products.map((p) => p.name.toLowerCase()));
    ALL_PRODUCTS.forEach((p, i) => {
      const base = products[i]!;
      const fitting = variantsFor(p.category).filter((v) => {
        const name = `${p.name} ${v.suffix}`.toLowerCase();
        // "MRI Brain with Contrast" may already be a product of its own.
        return !(v.contrast && /contrast/i.test(p.name)) && !names.has(name);
      });
      for (const v of fitting.slice(0, shape.variantsPerProduct)) {
        // "MRI Brain with Contrast and Radiologist Consultation", not "with ... with".
        const suffix = /\bwith\b/i.test(p.name) ? v.suffix.replace(/^with /, 'and ') : v.suffix;
        const name = `${p.name} ${suffix}`;
        const urlSlug = slugify(name);
        if (slugs.has(urlSlug)) continue;
        slugs.add(urlSlug);
        names.add(name.toLowerCase());
        const reportHours = v.reportHours ? v.reportHours(p.reportHours) : p.reportHours;
        const fasting = p.fasting || Boolean(v.contrast);
        const id = products.length + 1;
        products.push({
          ...base,
          id,
          randomId: randomId(variantRng, takenIds),
          name,
          displayName: p.displayName ? `${p.displayName} ${suffix}` : null,
          urlSlug,
          isFastingRequired: fasting,
          fastingHours: fasting ? Math.max(v.contrast ? 4 : 0, p.fastingHours ?? 0) || null : null,
          preparationHtml: `${p.preparationHtml}${v.note(reportHours)}`,
          reportHours,
          // Fewer people book the variant than the plain test.
          popularity: base.popularity - variantRng.int(200, 600),
        });
        forms[i]!.push({ id, typicalPrice: v.typicalPrice(p.typicalPrice), reportHours });
      }
    });
  }

  const orgRng = rng.fork('organisations');
  const orgPlans: OrgPlan[] = ORGANISATION_NAMES.map((name, i) => {
    const kind = organisationKind(name);
    const cityCount = orgRng.int(4, cities.length);
    const cityIds = new Set(orgRng.sample(cities, cityCount).map((c) => c.id));
    return {
      id: i + 1,
      name,
      kind,
      priceFactor: 0.7 + orgRng.next() * 0.4,
      discount: orgRng.int(10, 45) / 100,
      quality: 3.2 + orgRng.next() * 1.6,
      cityIds,
    };
  });
  // Towns come after the launch cities and draw on their own generators, so that a larger
  // scale leaves the launch cities' rows as they were.
  const townRng = rng.fork('towns');
  TOWNS.slice(0, shape.towns).forEach((t) => {
    const cityId = cities.length + 1;
    cities.push({
      id: cityId,
      slug: slugify(t.name),
      name: t.name,
      state: t.state,
      sortOrder: cityId,
    });
    const head = Number(t.pincode);
    townRng.sample(LOCALITY_NAMES, townRng.int(12, 20)).forEach((name, i) => {
      areas.push({
        id: areas.length + 1,
        cityId,
        name,
        urlSlug: slugify(name),
        pincode: String(head + i),
      });
    });
    for (const org of townRng.sample(orgPlans, townRng.int(8, 18))) org.cityIds.add(cityId);
  });

  const organisations: SeedRows['organisations'] = orgPlans.map((o) => ({
    id: o.id,
    slug: slugify(o.name),
    name: o.name,
    imageUrl: `/partner-logos/${slugify(o.name)}.svg`,
    kind: o.kind,
  }));

  const head: SeedHead = { cities, areas, categories, products, organisations };

  function* chunks(): Generator<SeedChunk> {
    const centreRng = rng.fork('centres');
    const priceRng = rng.fork('prices');
    const variantRng = rng.fork('variant-offers');
    const reviewRng = rng.fork('reviews');
    // A stream of its own: the other streams, and so every other seeded value, stay as they were.
    const hoursRng = rng.fork('report-hours');
    let lastCentreId = 0;
    let lastReviewId = 0;

    for (const [cityIndex, citySeed] of cities.entries()) {
      const cityId = cityIndex + 1;
      const town = cityIndex >= CITIES.length;
      const centres: SeedChunk['centres'] = [];
      const centreClosedDates: SeedChunk['centreClosedDates'] = [];
      const centrePrices: SeedChunk['centrePrices'] = [];
      const reviews: SeedChunk['reviews'] = [];
      const cityAreas = areas.filter((a) => a.cityId === cityId);
      const cityOrgs = orgPlans.filter((o) => o.cityIds.has(cityId));
      const count = Math.max(
        1,
        Math.round(
          (town ? CENTRES_PER_TOWN : (CENTRES_PER_CITY[citySeed.slug] ?? CENTRES_IN_OTHER_CITIES)) *
            shape.centreScale,
        ),
      );
      const cityFactor = town
        ? TOWN_PRICE_FACTOR
        : (CITY_PRICE_FACTOR[citySeed.slug] ?? OTHER_CITY_PRICE_FACTOR);
      const branchNumbers = new Map<string, number>();

      for (let n = 0; n < count; n++) {
        const org = centreRng.pick(cityOrgs.length > 0 ? cityOrgs : orgPlans);
        const area = centreRng.pick(cityAreas);
        const id = ++lastCentreId;
        const imaging = org.kind === 'imaging';
        const key = `${org.id}:${area.id}`;
        const branch = (branchNumbers.get(key) ?? 0) + 1;
        branchNumbers.set(key, branch);
        // "Nirmal Imaging" + "Imaging Centre" would read "Imaging Imaging Centre".
        const suffixes = CENTRE_SUFFIXES.filter(
          (x) => !org.name.toLowerCase().includes(x.split(' ')[0]!.toLowerCase()),
        );
        const suffix = centreRng.pick(suffixes.length > 0 ? suffixes : CENTRE_SUFFIXES);
        const opensAt = centreRng.pick([6, 7, 7, 8]);
        // Imaging centres often run late for night MRI/CT slots.
        const closesAt = imaging ? centreRng.pick([21, 22, 23, 23]) : centreRng.pick([19, 20, 21]);
        const homeService = org.kind !== 'imaging' && centreRng.chance(0.85);
        centres.push({
          id,
          organisationId: org.id,
          cityId,
          areaId: area.id,
          name: `${org.name} ${suffix}, ${area.name}${branch > 1 ? ` ${branch}` : ''}`,
          address: `${centreRng.pick(['Plot No.', 'H.No.', 'Shop No.', 'Door No.'])} ${centreRng.int(1, 480)}, ${centreRng.pick(STREET_WORDS)}, ${area.name}, ${citySeed.name} - ${area.pincode}`,
          opensAt: time(opensAt, centreRng.pick([0, 30])),
          closesAt: time(closesAt),
          closedWeekdays: centreRng.chance(0.2) ? [7] : [],
          slotMinutes: imaging ? 30 : centreRng.pick([15, 20]),
          slotCapacity: imaging ? centreRng.int(1, 2) : centreRng.int(3, 6),
          homeService,
          homeCollectionFee: homeService ? centreRng.pick([0, 0, 0, 49, 99, 150]) : 0,
          ratingSum: 0,
          ratingCount: 0,
        });
        // National holidays of the seed year; a real operator edits these.
        if (centreRng.chance(0.3)) {
          centreClosedDates.push({ centreId: id, closedOn: '2026-12-25', reason: 'Christmas' });
        }
        if (centreRng.chance(0.5)) {
          centreClosedDates.push({ centreId: id, closedOn: '2027-01-26', reason: 'Republic Day' });
        }

        // One centre in four promises reports on its own clock: faster or slower than the test's.
        const ownPace = hoursRng.chance(0.25) ? hoursRng.pick([0.5, 0.75, 1.5, 2]) : null;
        const offered: number[] = [];
        ALL_PRODUCTS.forEach((p, i) => {
          if (!offers(org.kind, p, priceRng)) return;
          const productForms = forms[i]!;
          const form = productForms.length > 1 ? variantRng.pick(productForms) : productForms[0]!;
          const productId = form.id;
          const noise = 0.9 + priceRng.next() * 0.2;
          const price = roundPrice(form.typicalPrice * cityFactor * org.priceFactor * noise);
          const discount = Math.min(0.6, org.discount + (priceRng.next() - 0.5) * 0.1);
          let listPrice = roundPrice(price / (1 - discount));
          if (listPrice <= price) listPrice = price + (price >= 1000 ? 50 : 10);
          centrePrices.push({
            centreId: id,
            productId,
            cityId,
            price,
            listPrice,
            homeServiceAvailable: p.homeServiceAllowed && homeService,
            reportHours:
              ownPace === null
                ? null
                : Math.min(720, Math.max(1, Math.round(form.reportHours * ownPace))),
            updatedAt: new Date(REVIEWS_UNTIL),
          });
          offered.push(productId);
        });

        const centre = centres[centres.length - 1]!;
        const reviewCount = Math.max(0, Math.round(REVIEWS_PER_CENTRE * (0.5 + reviewRng.next())));
        const quality = org.quality + (reviewRng.next() - 0.5) * 0.6;
        for (let r = 0; r < reviewCount; r++) {
          const covid = !imaging && reviewRng.chance(0.01);
          const rating = covid ? reviewRng.pick([4, 5] as const) : reviewRating(reviewRng, quality);
          const from = covid ? COVID_FROM : REVIEWS_FROM;
          const until = covid ? COVID_UNTIL : REVIEWS_UNTIL;
          reviews.push({
            id: ++lastReviewId,
            centreId: id,
            productId: offered.length > 0 && reviewRng.chance(0.7) ? reviewRng.pick(offered) : null,
            customerName: reviewerName(reviewRng),
            rating,
            comments: covid
              ? reviewRng.pick(COVID_COMMENTS)
              : reviewRng.pick(REVIEW_COMMENTS[rating]),
            showPartnerReviews: reviewRng.chance(0.9),
            isCovid: covid,
            createdAt: new Date(from + Math.floor(reviewRng.next() * (until - from))),
          });
          // Covid-era RT-PCR reviews are kept apart (get_covid_reviews) and do not rate the centre.
          if (!covid) {
            centre.ratingSum = (centre.ratingSum ?? 0) + rating;
            centre.ratingCount = (centre.ratingCount ?? 0) + 1;
          }
        }
      }
      yield { centres, centreClosedDates, centrePrices, reviews };
    }
  }

  return { head, chunks };
}
