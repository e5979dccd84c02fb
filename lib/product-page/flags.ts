import type { Env } from '@/lib/env/schema';

/** The layout flags of product_basic_info, from the environment (defaults in lib/env/schema). */
export function layoutFlags(env: Env) {
  return {
    entire_row_clickable_on_area_pricing_section:
      env.FLAG_ENTIRE_ROW_CLICKABLE_ON_AREA_PRICING_SECTION,
    show_book_appointment_2_button_design: env.FLAG_SHOW_BOOK_APPOINTMENT_2_BUTTON_DESIGN,
    partner_center_row_has_locations_and_discounts:
      env.FLAG_PARTNER_CENTER_ROW_HAS_LOCATIONS_AND_DISCOUNTS,
    partner_center_row_with_prices: env.FLAG_PARTNER_CENTER_ROW_WITH_PRICES,
    show_vhc_widget_for_home_service: env.FLAG_SHOW_VHC_WIDGET_FOR_HOME_SERVICE,
  };
}
