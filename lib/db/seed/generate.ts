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
import type { CategoryCode, ProductSeed } from './data/types';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
/** The seed sets every id itself, so rows can point at each other before any insert. */
type RowWithId<T extends { $inferInsert: unknown }> = Row<T> & { id: number };

export interface SeedRows {
  cities: RowWithId<typeof schema.cities>[];
  areas: RowWithId<typeof schema.areas>[];
  categories: RowWithId<typeof schema.categories>[];
  products: RowWithId<typeof schema.products>[];
  organisations: RowWithId<typeof schema.organisations>[];
  centres: RowWithId<typeof schema.centres>[];
  centreClosedDates: Row<typeof schema.centreClosedDates>[];
  centrePrices: Row<typeof schema.centrePrices>[];
  reviews: RowWithId<typeof schema.reviews>[];
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

export function generateSeedRows(seed: number, scale: number): SeedRows {
  if (!(scale > 0)) throw new Error('scale must be a positive number');
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
  const organisations: SeedRows['organisations'] = orgPlans.map((o) => ({
    id: o.id,
    slug: slugify(o.name),
    name: o.name,
    imageUrl: `/partner-logos/${slugify(o.name)}.svg`,
    kind: o.kind,
  }));

  const centres: SeedRows['centres'] = [];
  const centreClosedDates: SeedRows['centreClosedDates'] = [];
  const centrePrices: SeedRows['centrePrices'] = [];
  const reviews: SeedRows['reviews'] = [];
  const centreRng = rng.fork('centres');
  const priceRng = rng.fork('prices');
  const reviewRng = rng.fork('reviews');

  CITIES.forEach((citySeed, cityIndex) => {
    const cityId = cityIndex + 1;
    const cityAreas = areas.filter((a) => a.cityId === cityId);
    const cityOrgs = orgPlans.filter((o) => o.cityIds.has(cityId));
    const count = Math.max(
      1,
      Math.round((CENTRES_PER_CITY[citySeed.slug] ?? CENTRES_IN_OTHER_CITIES) * scale),
    );
    const cityFactor = CITY_PRICE_FACTOR[citySeed.slug] ?? OTHER_CITY_PRICE_FACTOR;
    const branchNumbers = new Map<string, number>();

    for (let n = 0; n < count; n++) {
      const org = centreRng.pick(cityOrgs.length > 0 ? cityOrgs : orgPlans);
      const area = centreRng.pick(cityAreas);
      const id = centres.length + 1;
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

      const offered: number[] = [];
      ALL_PRODUCTS.forEach((p, i) => {
        if (!offers(org.kind, p, priceRng)) return;
        const productId = i + 1;
        const noise = 0.9 + priceRng.next() * 0.2;
        const price = roundPrice(p.typicalPrice * cityFactor * org.priceFactor * noise);
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
          id: reviews.length + 1,
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
  });

  return {
    cities,
    areas,
    categories,
    products,
    organisations,
    centres,
    centreClosedDates,
    centrePrices,
    reviews,
  };
}
