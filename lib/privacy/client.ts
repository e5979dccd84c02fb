// The privacy feature's browser-safe entry: the notice's version, the consent words the forms
// show (and the server stores with each choice), and the browser calls of My data.
import type { HttpClient } from '@/lib/browser-api/client';
import type { ErasureCounts, PrivacyChoices, PrivacyChoicesBody } from './contract';

export type { ErasureCounts, PrivacyChoices } from './contract';

/** The privacy notice (/privacy/) these words belong to; a new wording gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

export const PRIVACY_NOTICE_PATH = '/privacy/';
export const MY_DATA_PATH = '/my-data/';

export const CONSENT_PURPOSES = ['call_back', 'booking_messages', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The one line each form shows where a number is taken, word for word as stored with the lead
 * or booking. A lead is kept at most 90 days (LEAD_RETENTION_DAYS may only shorten it).
 */
export const CONSENT_WORDS: Record<ConsentPurpose, string> = {
  call_back:
    'We use this number only to call you back about this test, and delete it within 90 days.',
  booking_messages:
    'We use this number for this booking and its messages; the centre gets your details for the visit. They stay until you delete them on My data.',
  marketing: 'Also send me offers and health tips by SMS or WhatsApp (optional).',
};

export type ConsentVia = 'call_me' | 'booking' | 'my_data' | 'message_link';

export interface ConsentRow {
  phone: string;
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: string;
  wording: string;
  via: ConsentVia;
  leadId?: number;
  bookingId?: string;
  createdAt: Date;
}

interface ChoiceOf {
  phone: string;
  via: ConsentVia;
  now: Date;
  leadId?: number;
  bookingId?: string;
}

/** One choice in the current notice's words: given, or withdrawn ('Withdrawn: ' before them). */
export function consentRow(purpose: ConsentPurpose, granted: boolean, of: ChoiceOf): ConsentRow {
  return {
    phone: of.phone,
    purpose,
    granted,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    wording: granted ? CONSENT_WORDS[purpose] : `Withdrawn: ${CONSENT_WORDS[purpose]}`,
    via: of.via,
    leadId: of.leadId,
    bookingId: of.bookingId,
    createdAt: of.now,
  };
}

/**
 * The consent rows a form's submission records, in the words and version shown: the form's
 * own purpose, and marketing only when its box was ticked (it starts unticked).
 */
export function consentRows(
  input: ChoiceOf & { purpose: Exclude<ConsentPurpose, 'marketing'>; marketing?: boolean },
): ConsentRow[] {
  const own = consentRow(input.purpose, true, input);
  return input.marketing ? [own, consentRow('marketing', true, input)] : [own];
}

export function privacyCalls(http: HttpClient) {
  return {
    setChoices: (body: PrivacyChoicesBody) =>
      http.post<{ choices: PrivacyChoices }>('/api/privacy/choices/', body),
    erase: () => http.post<{ erased: ErasureCounts }>('/api/privacy/erase/', { confirm: true }),
    doNotCallByLink: (token: string) =>
      http.post<{ do_not_call: true }>('/api/privacy/do-not-call/', { token }),
  };
}

export type PrivacyCalls = ReturnType<typeof privacyCalls>;
