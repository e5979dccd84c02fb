'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { RequestError } from '@/lib/browser-api/client';
import { createAuthApi } from '@/lib/accounts/api';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { ReadyButton } from '@/components/ui/ready-form';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { useAccountText, type AccountText } from './text';
import './accounts.css';

const defaultApi = createAuthApi();
/** A new code may be asked for this long after the last one (the server's first interval). */
export const RESEND_AFTER_MS = 30_000;
/** Refusals after which the request is dead: the patient needs a new one. */
const DEAD = new Set(['otp_locked', 'otp_expired', 'otp_used']);

/** Asking for a code and checking it: logging in (the default), or opening a booking. */
export interface CodeApi {
  /** `language`: the page's, for the SMS; absent for English, the server's default. */
  sendCode: (
    phone: string,
    language?: Locale,
  ) => Promise<{ request_id: string; code_sent?: boolean }>;
  verify: (requestId: string, code: string) => Promise<unknown>;
}

function sentText(
  t: AccountText,
  phone: string,
  codeSent: boolean,
  what: 'login' | 'booking',
): string {
  const number = displayMobile(phone);
  if (what === 'booking') return t('sentBooking', { number });
  return t(codeSent ? 'sentLogin' : 'sentAgain', { number });
}

/**
 * Proves a mobile number with a one-time code: "Send code", the 6 digits, "Verify". It is not a
 * form of its own, so it can sit inside the booking form: its buttons never submit that form.
 * Verifying logs the patient in (the server sets the session cookie).
 */
export function PhoneCode({
  phone,
  onVerified,
  api = defaultApi,
  purpose = 'login',
}: {
  /** The normalised number, or null while what is typed is not one. */
  phone: string | null;
  /** Called with the number proved (the server has set its cookie). */
  onVerified: (phone: string) => void;
  api?: CodeApi;
  purpose?: 'login' | 'booking';
}) {
  const id = useId();
  const { t, locale } = useAccountText();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(true);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [canResend, setCanResend] = useState(true);

  useEffect(() => {
    if (canResend) return;
    const timer = setTimeout(() => setCanResend(true), RESEND_AFTER_MS);
    return () => clearTimeout(timer);
  }, [canResend]);

  const send = async () => {
    if (!phone || pending) return;
    setPending(true);
    setProblem(null);
    try {
      const sent = await (locale === DEFAULT_LOCALE
        ? api.sendCode(phone)
        : api.sendCode(phone, locale));
      setRequestId(sent.request_id);
      setCodeSent(sent.code_sent !== false);
      setCode('');
      setCanResend(false);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setProblem(error.message);
    } finally {
      setPending(false);
    }
  };

  const verify = async () => {
    if (!requestId || !/^\d{6}$/.test(code) || pending) return;
    setPending(true);
    setProblem(null);
    try {
      await api.verify(requestId, code);
      if (phone) onVerified(phone);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setProblem(error.message);
      setCode('');
      if (error.subCode && DEAD.has(error.subCode)) setRequestId(null);
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter verifies; inside the booking form it must not submit the booking.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void verify();
  };

  return (
    <div className="phone-code" role="group" aria-label={t('oneTimeCode')}>
      <p className="phone-code-title">
        {requestId && phone ? sentText(t, phone, codeSent, purpose) : t('askForCode')}
      </p>
      {requestId ? (
        <>
          <div className="phone-code-row">
            <label htmlFor={`${id}-code`} className="visually-hidden">
              {t('codeLabel')}
            </label>
            <input
              id={`${id}-code`}
              className="phone-code-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              placeholder={t('codeLabel')}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onKeyDown={onKeyDown}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            <ReadyButton
              className="button"
              onClick={() => void verify()}
              disabled={pending || code.length !== 6}
            >
              {pending ? t('wait') : t('verify')}
            </ReadyButton>
          </div>
          <ReadyButton
            className="link-button"
            onClick={() => void send()}
            disabled={pending || !canResend}
          >
            {t('sendNew')}
          </ReadyButton>
        </>
      ) : (
        <ReadyButton className="button" onClick={() => void send()} disabled={!phone || pending}>
          {pending ? t('wait') : t('send')}
        </ReadyButton>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
