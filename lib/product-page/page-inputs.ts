import { links } from '@/lib/product-page/links';

// What the server-rendered product page hands its live parts (docs/product.md, Page inputs),
// plus what the page already knows that the parts need before the basic info call answers.

export interface PageInputs {
  cityId: number;
  cityName: string;
  citySlug: string;
  sitePhone: string;
  whatsappNumber: string;
  productRandomId: string;
  productName: string;
  productDisplayName: string | null;
  categoryName: string;
  categoryCode: string;
  /** With the category, what the booking's safety check asks (lib/safety). */
  urlSlug: string;
  fastingRequired: boolean;
  /** From the cached page: used when the basic info call fails. */
  homeServiceAvailable: boolean;
  showNightPricing: boolean;
  minPrice: number | null;
  /**
   * The city's area names in the page's language, by their English name (empty on the English
   * page): the basic info call answers in English, the page shows and searches both.
   */
  areaNames: Record<string, string>;
}

/** An area's name in the page's language. */
export function localAreaName(inputs: Pick<PageInputs, 'areaNames'>, english: string): string {
  return inputs.areaNames[english] ?? english;
}

/** The next screen of every booking path (docs/product.md, States: call-me's "Next page"). */
export function bookingHash(homeServiceAvailable: boolean): string {
  return homeServiceAvailable ? links.servicePicker() : links.bookAppointment('walkin');
}
