'use client';

import { useState, type FormEvent } from 'react';
import { useHydrated } from '@/components/ui/use-browser';
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD } from '@/lib/staff/contract';
import { goTo, problemOf, staffHttp } from './api';
import { TotpInput } from './totp-input';

/**
 * The member's own password: the current one, the new one, and the authenticator's code once
 * it is set up. Sent by script only, so it posts and its button waits for the script.
 */
export function PasswordForm({ withCode, after }: { withCode: boolean; after: string }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      await staffHttp.request('POST', '/api/staff/password/', {
        data: {
          current_password: current,
          new_password: next,
          ...(withCode ? { code } : {}),
        },
      });
      goTo(after);
    } catch (error) {
      setProblem(problemOf(error));
      setCode('');
      setPending(false);
    }
  };

  return (
    <form className="staff-form card" method="post" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        {withCode ? 'Current password' : 'The password you were given'}
        <input
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </label>
      <label>
        New password
        <input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_STAFF_PASSWORD}
          maxLength={MAX_STAFF_PASSWORD * 2}
          aria-describedby="password-rules"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </label>
      <p id="password-rules" className="muted">
        At least {MIN_STAFF_PASSWORD} characters, any kind (a few unrelated words work well); common
        passwords are refused.
      </p>
      {withCode && <TotpInput value={code} onChange={setCode} />}
      {problem && (
        <p role="alert" className="staff-error">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={pending || !hydrated}>
        {pending ? 'Please Wait' : 'Change password'}
      </button>
    </form>
  );
}
