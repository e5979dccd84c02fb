// The notice's version and the consent words the forms show (and the server stores with each
// choice).
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/** The privacy notice (/privacy/) these words belong to; a new wording gets a new version. */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

export const PRIVACY_NOTICE_PATH = '/privacy/';
export const MY_DATA_PATH = '/my-data/';

export const CONSENT_PURPOSES = ['call_back', 'booking_messages', 'marketing', 'guardian'] as const;
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
  // A child's data (under 18) is kept only on a parent's or lawful guardian's declaration.
  guardian:
    'I am this child’s parent or lawful guardian, and I agree that their details are kept to book their tests and sent to the centre that does them. No offers are sent and no campaign is tracked for a child.',
};

/**
 * The same lines in each language the storefront speaks, stored in the words the patient read.
 * They are kept here, not in the message files, because they are evidence: a new wording gets
 * a new notice version (PRIVACY_NOTICE_VERSION) in every language at once.
 */
const CONSENT_WORDS_IN: Record<string, Record<ConsentPurpose | 'notice', string>> = {
  en: { ...CONSENT_WORDS, notice: 'Privacy notice' },
  hi: {
    call_back:
      'हम यह नंबर सिर्फ़ इस जांच के बारे में आपको वापस कॉल करने के लिए इस्तेमाल करते हैं, और 90 दिनों के अंदर इसे मिटा देते हैं।',
    booking_messages:
      'हम यह नंबर इस बुकिंग और उसके मैसेज के लिए इस्तेमाल करते हैं; सेंटर को आपकी जांच के लिए आपकी जानकारी मिलती है। यह तब तक रहती है जब तक आप इसे "मेरा डेटा" में मिटा न दें।',
    marketing: 'मुझे SMS या WhatsApp पर ऑफ़र और सेहत से जुड़ी सलाह भी भेजें (वैकल्पिक)।',
    guardian:
      'मैं इस बच्चे का माता-पिता या कानूनी अभिभावक हूँ, और सहमति देता/देती हूँ कि उसकी जानकारी उसकी जांच बुक करने के लिए रखी जाए और जांच करने वाले सेंटर को भेजी जाए। बच्चे के लिए कोई ऑफ़र नहीं भेजा जाता और कोई कैंपेन ट्रैक नहीं होता।',
    notice: 'प्राइवेसी नोटिस',
  },
  te: {
    call_back: 'ఈ పరీక్ష గురించి మీకు తిరిగి కాల్ చేయడానికి మాత్రమే ఈ నంబర్‌ను వాడుతాము, 90 రోజుల్లోపు దాన్ని తొలగిస్తాము.',
    booking_messages:
      'ఈ నంబర్‌ను ఈ బుకింగ్, దాని మెసేజ్‌ల కోసం వాడుతాము; మీ విజిట్ కోసం కేంద్రానికి మీ వివరాలు అందుతాయి. "నా డేటా"లో మీరు తొలగించే వరకు అవి ఉంటాయి.',
    marketing: 'ఆఫర్లు, ఆరోగ్య సూచనలను SMS లేదా WhatsApp ద్వారా కూడా పంపండి (ఐచ్ఛికం).',
    guardian:
      'నేను ఈ పిల్లల తల్లి/తండ్రి లేదా చట్టపరమైన సంరక్షకుడిని; వారి పరీక్షలు బుక్ చేయడానికి వారి వివరాలు ఉంచడానికి, పరీక్ష చేసే కేంద్రానికి పంపడానికి అంగీకరిస్తున్నాను. పిల్లల కోసం ఆఫర్లు పంపబడవు, ఏ క్యాంపెయిన్ ట్రాక్ చేయబడదు.',
    notice: 'ప్రైవసీ నోటీసు',
  },
};

/** The consent lines as the patient reads them in their language (English where none). */
export function consentWordsIn(locale: Locale): Record<ConsentPurpose | 'notice', string> {
  return CONSENT_WORDS_IN[locale] ?? CONSENT_WORDS_IN[DEFAULT_LOCALE]!;
}

export type ConsentVia =
  | 'call_me'
  | 'booking'
  | 'my_data'
  | 'message_link'
  | 'my_family'
  // Given on the phone to an agent, who recorded it (the staff audit trail names the agent).
  | 'agent_call';

/** Where a guardian's declaration is made: the holder's own form, or read out on an agent's call. */
export type GuardianVia = Extract<ConsentVia, 'my_family' | 'agent_call'>;

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
  /** The language of the words the patient read (English by default). */
  language?: Locale;
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
    wording: granted
      ? consentWordsIn(of.language ?? DEFAULT_LOCALE)[purpose]
      : `Withdrawn: ${consentWordsIn(of.language ?? DEFAULT_LOCALE)[purpose]}`,
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
