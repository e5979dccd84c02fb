'use client';

import english from '@/lib/i18n/messages/en/booking.json';
import { useFeatureMessages, type FeatureTranslator } from '@/lib/i18n/feature-messages';

/** This feature's messages in the page's language (English where none were handed over). */
export function useBookingTexts(): FeatureTranslator {
  return useFeatureMessages('booking', english);
}
