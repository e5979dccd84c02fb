'use client';

import english from '@/lib/i18n/messages/en/safety.json';
import { useFeatureMessages, type FeatureTranslator } from '@/lib/i18n/feature-messages';

/** The check's messages in the page's language (English where none were handed over). */
export function useSafetyTexts(): FeatureTranslator {
  return useFeatureMessages('safety', english);
}
