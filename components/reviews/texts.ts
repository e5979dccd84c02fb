'use client';

import english from '@/lib/i18n/messages/en/reviews.json';
import { useFeatureMessages, type FeatureTranslator } from '@/lib/i18n/feature-messages';

/** This feature's messages in the page's language (English where none were handed over). */
export function useReviewTexts(): FeatureTranslator {
  return useFeatureMessages('reviews', english);
}
