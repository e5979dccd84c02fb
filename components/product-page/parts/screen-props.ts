import type { ProductBasicInfo } from '@/lib/product-page/contract';

// docs/product.md, Screen inputs: exactly what each screen receives.

/** The product as the basic info call gave it, or what the cached page knew if it failed. */
export type ScreenProduct = Pick<
  ProductBasicInfo['product'],
  'name' | 'display_name' | 'random_id' | 'min_price' | 'is_home_service_available'
>;

export interface BookingScreenProps {
  isMobile: boolean;
  product: ScreenProduct;
  cityName: string;
  phoneNumber: string;
  isLoggedIn: boolean;
  customerPhone: string | null;
}

export interface ServicePickerProps {
  isMobile: boolean;
  product: ScreenProduct;
  cityName: string;
  phoneNumber: string;
}

export interface LeadPopupProps {
  show: boolean;
  product: ScreenProduct;
  cityName: string;
  isLoggedIn: boolean;
  isMobile: boolean;
}
