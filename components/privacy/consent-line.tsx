'use client';

import { usePageLocale } from '@/lib/i18n/feature-messages';
import { localePath } from '@/lib/i18n/locales';
import { consentWordsIn, PRIVACY_NOTICE_PATH } from '@/lib/privacy/client';

/**
 * The one line a form shows where it takes a number: what the number is for and how
 * long it is kept, in the words stored with the lead or booking, and the notice's link.
 */
export function ConsentLine({ purpose }: { purpose: 'call_back' | 'booking_messages' }) {
  const locale = usePageLocale();
  const words = consentWordsIn(locale);
  return (
    <p className="consent-line">
      {words[purpose]} <a href={localePath(locale, PRIVACY_NOTICE_PATH)}>{words.notice}</a>
    </p>
  );
}

/** The separate marketing choice: unticked until the patient ticks it. */
export function MarketingBox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const words = consentWordsIn(usePageLocale());
  return (
    <label className="consent-box" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{words.marketing}</span>
    </label>
  );
}
