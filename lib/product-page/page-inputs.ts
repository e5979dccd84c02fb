import { links } from '@/lib/product-page/links';

// What the server-rendered product page hands its live parts (SPEC.md point 2, "Page inputs"),
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
  /** From the cached page: used when the basic info call fails. */
  homeServiceAvailable: boolean;
  showNightPricing: boolean;
  minPrice: number | null;
}

/** The next screen of every booking path (SPEC.md point 4, call-me "Next page"). */
export function bookingHash(homeServiceAvailable: boolean): string {
  return homeServiceAvailable ? links.servicePicker() : links.bookAppointment('walkin');
}
