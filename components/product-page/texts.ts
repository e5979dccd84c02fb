'use client';

import english from '@/lib/i18n/messages/en/productPage.json';
import { useFeatureMessages, type FeatureTranslator } from '@/lib/i18n/feature-messages';

export type { FeatureTranslator };

/** This feature's messages in the page's language (English where none were handed over). */
export function useProductTexts(): FeatureTranslator {
  return useFeatureMessages('productPage', english);
}
