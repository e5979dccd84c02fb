'use client';

import { useId, useState, type FormEvent } from 'react';
import { COOKIES, setCookie } from '@/lib/cookies/browser';
import { leadSource, type CallMeTooltip } from '@/lib/call-me/client';
import { MY_DATA_PATH } from '@/lib/privacy/client';
import { localePath } from '@/lib/i18n/locales';
import { ConsentLine, MarketingBox } from '@/components/privacy/client';
import { displayMobile, normaliseIndianMobile } from '@/lib/locale/mobile-normalise';
import type { CallMeCalls } from '@/lib/call-me/client';
import { Tooltip } from '@/components/ui/tooltip';
import { MobileInput } from '@/components/ui/mobile-input';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { useCallMeTexts } from './texts';

/**
 * The mobile number form of the call-me flow: the tooltip stays while the number is invalid;
 * 'Next' becomes 'Please Wait' while the call runs; on success the number is kept in the
 * phone_number cookie for 30 minutes and `onSuccess` moves on; on failure 'Next' comes back.
 */
export function CallMeForm({
  tooltip,
  pointing = 'left',
  onSuccess,
  autoFocus = false,
  calls: api,
  knownPhone,
  onPromise,
}: {
  tooltip: CallMeTooltip;
  pointing?: 'left' | 'center';
  onSuccess: () => void;
  autoFocus?: boolean;
  calls: CallMeCalls;
  /** A logged-in patient's number: not asked for again. */
  knownPhone: string | null;
  /** Told the time we promised to call by, before moving on (CallBackPromiseNote says it). */
  onPromise?: (callBy: Date) => void;
}) {
  const t = useCallMeTexts();
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [doNotCall, setDoNotCall] = useState(false);
  const id = useId();
  // A logged-in patient is not asked for the number: the session's is used.
  const known = knownPhone;
  const phone = known ?? normaliseIndianMobile(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone || pending) return;
    setPending(true);
    let answer;
    try {
      answer = await api.callMe({
        call_me_number: phone,
        source: leadSource(window.location),
        marketing_consent: marketing || undefined,
      });
    } catch {
      // docs/product.md, Errors: the button comes back, with no message.
      setPending(false);
      return;
    }
    setCookie(COOKIES.phoneNumber, phone);
    setPending(false);
    // A number that asked not to be called is told so before it moves on.
    if (answer.do_not_call) setDoNotCall(true);
    else {
      if (answer.call_by) onPromise?.(new Date(answer.call_by));
      onSuccess();
    }
  };

  // A form the browser sends by itself still says which language the patient reads.
  const language = <input type="hidden" name="language" value={t.locale} />;

  const consent = (
    <>
      <ConsentLine purpose="call_back" />
      <MarketingBox id={`${id}-marketing`} checked={marketing} onChange={setMarketing} />
    </>
  );

  if (doNotCall) {
    return (
      <div className="call-me">
        <p role="status" className="call-me-known">
          {t('doNotCall')} <a href={localePath(t.locale, MY_DATA_PATH)}>{t('myData')}</a>
        </p>
        <button type="button" className="button" onClick={onSuccess}>
          {t('continue')}
        </button>
      </div>
    );
  }

  if (known) {
    return (
      <PostForm className="call-me" onSubmit={submit} noValidate>
        {language}
        <p className="call-me-known">
          {t.rich('known', {
            phone: displayMobile(known),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
        <ReadyButton type="submit" className="button" disabled={pending}>
          {pending ? t('pending') : t('next')}
        </ReadyButton>
        {consent}
      </PostForm>
    );
  }

  return (
    <PostForm className="call-me" onSubmit={submit} noValidate>
      {language}
      <label htmlFor={`${id}-phone`}>{t('mobile')}</label>
      <div className="call-me-row">
        <span className="call-me-prefix" aria-hidden="true">
          +91
        </span>
        <MobileInput
          id={`${id}-phone`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={!phone}
          aria-describedby={phone ? undefined : `${id}-tip`}
          data-autofocus={autoFocus ? '' : undefined}
          placeholder="98765 43210"
        />
        <ReadyButton type="submit" className="button" disabled={!phone || pending}>
          {pending ? t('pending') : t('next')}
        </ReadyButton>
      </div>
      {!phone && <Tooltip id={`${id}-tip`} text={t(`tooltip.${tooltip}`)} pointing={pointing} />}
      {consent}
    </PostForm>
  );
}
