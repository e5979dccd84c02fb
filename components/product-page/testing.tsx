import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LiveContext, type Api, type LiveState } from '@/components/product-page/live-context';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import type { PageInputs } from '@/lib/product-page/page-inputs';

// Component tests of the product page's live parts: a LiveContext with jest.fn() calls.

export const pageInputs: PageInputs = {
  cityId: 1,
  cityName: 'Hyderabad',
  citySlug: 'hyderabad',
  sitePhone: '+91 40 4520 0000',
  whatsappNumber: '914045200000',
  productRandomId: 'ay5jt4',
  productName: 'MRI Brain',
  productDisplayName: null,
  categoryName: 'MRI',
  categoryCode: 'mri',
  urlSlug: 'mri-brain',
  fastingRequired: false,
  homeServiceAvailable: false,
  showNightPricing: true,
  minPrice: 3750,
  areaNames: {},
};

export function fakeApi(overrides: Partial<Record<keyof Api, jest.Mock>> = {}): Api {
  const unexpected = (name: string) =>
    jest.fn(() => Promise.reject(new Error(`unexpected call: ${name}`)));
  return {
    productBasicInfo: unexpected('productBasicInfo'),
    customerCenterReviews: unexpected('customerCenterReviews'),
    similarProducts: unexpected('similarProducts'),
    callMe: unexpected('callMe'),
    conversationLog: unexpected('conversationLog'),
    popularTests: unexpected('popularTests'),
    ...overrides,
  } as unknown as Api;
}

export function basicInfo(overrides: Partial<ProductBasicInfo> = {}): ProductBasicInfo {
  return {
    product: {
      name: 'MRI Brain',
      display_name: null,
      aliases: [],
      random_id: 'ay5jt4',
      min_price: 3750,
      max_price: 6000,
      is_home_service_available: false,
      home_service_allowed: false,
      is_fasting_required: false,
      fasting_hours: null,
      preparation: null,
      how_it_is_done: null,
      faqs: [],
      show_night_pricing: true,
      category: 'MRI',
      category_code: 'mri',
      url_slug: 'mri-brain',
      report_hours: 24,
    },
    partner_organizations: [],
    is_logged_in: false,
    customer_phone: null,
    entire_row_clickable_on_area_pricing_section: false,
    show_book_appointment_2_button_design: false,
    partner_center_row_has_locations_and_discounts: true,
    partner_center_row_with_prices: true,
    show_vhc_widget_for_home_service: false,
    area_based_prices: [],
    areas: [],
    ...overrides,
  };
}

export function liveState(overrides: Partial<LiveState> = {}): LiveState {
  return {
    inputs: pageInputs,
    basicInfo: null,
    loading: false,
    go: jest.fn(),
    now: () => new Date('2026-11-21T06:30:00Z'),
    random: () => 0.5,
    api: fakeApi(),
    area: null,
    chooseArea: jest.fn(),
    callBy: null,
    promised: jest.fn(),
    ...overrides,
  };
}

/** `wrapper` puts the page around it: a language's messages (lib/testing/intl's IntlWrapper). */
export function renderLive(
  ui: ReactNode,
  overrides: Partial<LiveState> = {},
  wrapper?: (children: ReactNode) => ReactNode,
) {
  const state = liveState(overrides);
  const live = <LiveContext.Provider value={state}>{ui}</LiveContext.Provider>;
  return { state, ...render(wrapper ? wrapper(live) : live) };
}
