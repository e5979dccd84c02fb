'use client';

import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/use-browser';
import type { EnrolAnswer } from '@/lib/staff/contract';
import { goTo, problemOf, staffHttp } from './api';
import { TotpInput } from './totp-input';

/**
 * The first login's last step: password again, then scan the QR code and prove it works.
 * Sent by script only: both forms post and their buttons wait for the script.
 */
export function EnrolForm() {
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<EnrolAnswer | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      setEnrolment(
        (await staffHttp.request('POST', '/api/staff/enrol/', {
          data: { password },
        })) as EnrolAnswer,
      );
    } catch (error) {
      setProblem(problemOf(error));
    }
    setPending(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      await staffHttp.request('POST', '/api/staff/enrol/confirm/', { data: { code } });
      goTo('/ops/');
    } catch (error) {
      setProblem(problemOf(error));
      setCode('');
      setPending(false);
    }
  };

  const alert = problem && (
    <p role="alert" className="staff-error">
      {problem}
    </p>
  );

  if (!enrolment) {
    return (
      <form className="staff-form card" method="post" onSubmit={(e) => void start(e)} noValidate>
        <p>
          Staff accounts need a code from an authenticator app at every login. Confirm your password
          to set it up.
        </p>
        <label>
          Password
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {alert}
        <button type="submit" className="button" disabled={pending || !hydrated}>
          {pending ? 'Please Wait' : 'Set up authenticator'}
        </button>
      </form>
    );
  }
  return (
    <form className="staff-form card" method="post" onSubmit={(e) => void confirm(e)} noValidate>
      <p>
        Scan this code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…).
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server */}
      <img
        className="staff-qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
        alt="QR code of your authenticator secret"
        width={200}
        height={200}
      />
      <p>
        Cannot scan? Enter this key: <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <details>
        <summary>Backup codes (keep them somewhere safe)</summary>
        <ul className="staff-backup-codes">
          {enrolment.backup_codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
      </details>
      <TotpInput label="The 6-digit code your app shows" value={code} onChange={setCode} />
      {alert}
      <button type="submit" className="button" disabled={pending || !hydrated}>
        {pending ? 'Please Wait' : 'Confirm and continue'}
      </button>
    </form>
  );
}
