// What a page's link-preview picture says (the card drawn by components/seo/share-card.tsx):
// few words in big type, so that it reads on a phone at WhatsApp's thumbnail size. Plain
// data in, plain data out; the picture itself is made in ./share-image.ts.
import { displayedListPrice } from '@/lib/catalog/pricing';
import type { City, CityProduct, PriceSummary, Product } from '@/lib/catalog/types';
import { SITE_NAME } from '@/lib/env/site';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { formatRupees, groupIndian } from '@/lib/locale/india';
import { shareWords, type ShareTranslate } from './share-words';

/** Open Graph's recommended size, the one WhatsApp, Facebook and X crop least. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The card's fonts (./share-image.ts loads them): latin first, then the file with ₹. */
export const SHARE_FONT_FAMILY = 'Noto Sans, Noto Sans Ext';

export interface ShareCardContent {
  /** Small capitals above the title: the test's category, "Home collection offer"... */
  eyebrow: string;
  title: string;
  /** The city (or the offer's promise), under the title. */
  subtitle: string;
  /** Integer rupees: "from ₹2,500"; null when nothing is on sale. */
  price: number | null;
  /** A starting price ("from ₹2,500") or the one price ("₹499 all inclusive"). */
  priceIs: 'from' | 'all inclusive';
  /** The struck-through list price beside it, when there is one. */
  listPrice: number | null;
  /** The average rating (1 decimal) and the number of reviews, when there are reviews. */
  rating: { average: number; count: number } | null;
  /** Short facts after the rating: "12 centres", "Reports in 48 hours". */
  facts: string[];
  brand: string;
  /** The words around the price and the rating, in the card's language. */
  words: { priceBefore: string; priceAfter: string; reviews: string };
  /** The card's language: its script picks the fonts (./share-image.ts). */
  locale: Locale;
}

/** The card's words around the price, from one message ("from {price}", "{price} से शुरू"). */
function priceWordsOf(t: ShareTranslate, priceIs: ShareCardContent['priceIs']) {
  // The price is drawn apart in bigger type; the message places it, the sentinel finds where.
  const SENTINEL = '\u0000';
  const [before = '', after = ''] = t(priceIs === 'from' ? 'priceFrom' : 'allInclusive', {
    price: SENTINEL,
  }).split(SENTINEL);
  return { priceBefore: before.trim(), priceAfter: after.trim() };
}

function wordsOf(
  t: ShareTranslate,
  priceIs: ShareCardContent['priceIs'],
  rating: ShareCardContent['rating'],
): ShareCardContent['words'] {
  return {
    ...priceWordsOf(t, priceIs),
    reviews: rating ? t('reviews', { n: groupIndian(rating.count) }) : '',
  };
}

const counted = (t: ShareTranslate, key: string, count: number) =>
  t(key, { count, n: groupIndian(count) });

/** One test in one city: its starting price against the list price, its rating and centres. */
export function productShareCard(
  data: {
    product: Pick<Product, 'name' | 'category'>;
    city: Pick<City, 'name'>;
    prices: Pick<PriceSummary, 'minPrice' | 'centreCount'>;
    rating: { average: number | null; count: number };
  },
  locale: Locale = DEFAULT_LOCALE,
): ShareCardContent {
  const t = shareWords(locale);
  const { product, city, prices, rating } = data;
  const shown =
    rating.average !== null && rating.count > 0
      ? { average: rating.average, count: rating.count }
      : null;
  return {
    eyebrow: product.category.name,
    title: product.name,
    subtitle: t('productSubtitle', { city: city.name }),
    price: prices.minPrice,
    priceIs: 'from',
    listPrice: prices.minPrice === null ? null : displayedListPrice(prices.minPrice),
    rating: shown,
    facts: prices.centreCount > 0 ? [counted(t, 'centres', prices.centreCount)] : [],
    brand: SITE_NAME,
    words: wordsOf(t, 'from', shown),
    locale,
  };
}

const lowest = (products: Pick<CityProduct, 'minPrice'>[]) =>
  products.length > 0 ? Math.min(...products.map((p) => p.minPrice)) : null;

/** A city's tests and scans (the city page), or just its scans (the scans page). */
export function cityShareCard(
  city: Pick<City, 'name'>,
  products: Pick<CityProduct, 'minPrice'>[],
  what: 'tests' | 'scans',
  locale: Locale = DEFAULT_LOCALE,
): ShareCardContent {
  const t = shareWords(locale);
  return {
    eyebrow: t(what === 'scans' ? 'scansEyebrow' : 'cityEyebrow'),
    title: t(what === 'scans' ? 'scansTitle' : 'cityTitle', { city: city.name }),
    subtitle: t('citySubtitle'),
    price: lowest(products),
    priceIs: 'from',
    listPrice: null,
    rating: null,
    facts: [counted(t, what === 'scans' ? 'scans' : 'testsAndScans', products.length)],
    brand: SITE_NAME,
    words: wordsOf(t, 'from', null),
    locale,
  };
}

/** The deal: its price for its tests, collected at home. */
export function dealShareCard(
  deal: { title: string; price: number; reportHours: number },
  tests: number,
  city: Pick<City, 'name'> | null,
  locale: Locale = DEFAULT_LOCALE,
): ShareCardContent {
  const t = shareWords(locale);
  return {
    eyebrow: city ? t('dealEyebrowInCity', { city: city.name }) : t('dealEyebrow'),
    title: deal.title,
    subtitle: counted(t, 'dealSubtitle', tests),
    price: deal.price,
    priceIs: 'all inclusive',
    listPrice: null,
    rating: null,
    facts: [t('freeHomeCollection'), t('reportsIn', { hours: deal.reportHours })],
    brand: SITE_NAME,
    words: wordsOf(t, 'all inclusive', null),
    locale,
  };
}

function priceWords(card: ShareCardContent, t: ShareTranslate): string {
  if (card.price === null) return '';
  const price = formatRupees(card.price);
  const list =
    card.listPrice !== null && card.listPrice > card.price
      ? ` ${t('altListPrice', { price: formatRupees(card.listPrice) })}`
      : '';
  return `, ${t(card.priceIs === 'from' ? 'priceFrom' : 'allInclusive', { price })}${list}`;
}

/** The picture's words for a screen reader (og:image:alt), in the picture's order. */
export function shareCardAlt(card: ShareCardContent): string {
  const t = shareWords(card.locale);
  const rating = card.rating
    ? `, ${t('altRating', {
        average: card.rating.average.toFixed(1),
        count: card.rating.count,
        n: groupIndian(card.rating.count),
      })}`
    : '';
  const facts = card.facts.length > 0 ? `, ${card.facts.join(', ')}` : '';
  return `${card.title} ${card.subtitle}${priceWords(card, t)}${rating}${facts}: ${card.brand}`;
}

/**
 * A short fingerprint of what the card shows, put in the picture's address (?v=): link
 * previews (WhatsApp, Facebook) keep a picture by its address, so a new price gets a new one.
 */
export function shareCardVersion(card: ShareCardContent): string {
  const text = JSON.stringify(card);
  let hash = 0x811c9dc5; // FNV-1a, 32 bits
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The page's picture in its Open Graph and X (Twitter) metadata: an absolute address (link
 * previews do not resolve relative ones), its size and its words. Spread into the page's
 * `openGraph` and `twitter`. Next copies whatever X's part lacks from Open Graph's (the size
 * too), so it is given in full here; og:image:type is left out, as the picture's own header
 * says it and every tag is sent twice (in the head and in the page's data) on a product page
 * whose HTML must fit the first round trip.
 */
export function shareImageMetadata(card: ShareCardContent, path: string, siteUrl: string) {
  const url = `${siteUrl}${path}?v=${shareCardVersion(card)}`;
  const alt = shareCardAlt(card);
  return {
    openGraph: { images: [{ url, ...SHARE_IMAGE_SIZE, alt }] },
    twitter: { card: 'summary_large_image' as const, images: [{ url, alt }] },
  };
}
