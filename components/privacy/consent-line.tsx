import { CONSENT_WORDS, PRIVACY_NOTICE_PATH } from '@/lib/privacy/client';

/**
 * The one line a form shows where it takes a number (issue 18): what the number is for and how
 * long it is kept, in the words stored with the lead or booking, and the notice's link.
 */
export function ConsentLine({ purpose }: { purpose: 'call_back' | 'booking_messages' }) {
  return (
    <p className="consent-line">
      {CONSENT_WORDS[purpose]} <a href={PRIVACY_NOTICE_PATH}>Privacy notice</a>
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
  return (
    <label className="consent-box" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{CONSENT_WORDS.marketing}</span>
    </label>
  );
}
