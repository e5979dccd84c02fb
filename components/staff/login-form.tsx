'use client';

import { useState, type FormEvent } from 'react';
import { RequestError } from '@/lib/browser-api/client';
import {
  LOGIN_ERRORS,
  type StaffLoginAnswer,
  type StaffLoginFormError,
} from '@/lib/staff/contract';
import { useHydrated } from '@/components/ui/use-browser';
import { goTo, problemOf, staffHttp } from './api';
import { TotpInput } from './totp-input';

const LOGIN_ACTION = '/api/staff/login/';

/**
 * Email and password first; when the account has its authenticator set up, the code next
 * (the password is sent again with it, so the server keeps no half-finished login). The form
 * posts to the login route itself, so before the script runs (or without it) it still logs in:
 * the route answers with a redirect, to the code step when one is needed.
 */
export function StaffLoginForm({
  next,
  step = 'password',
  error = null,
}: {
  next: string;
  step?: 'password' | 'code';
  error?: StaffLoginFormError | null;
}) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(step === 'code');
  // Set once the script asked for the code after a right password: those two are kept then.
  const [held, setHeld] = useState(false);
  const [backup, setBackup] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(error ? LOGIN_ERRORS[error] : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const answer = (await staffHttp.request('POST', LOGIN_ACTION, {
        data: { email, password, ...(askCode && code ? { code } : {}) },
      })) as StaffLoginAnswer;
      if (answer.status === 'code_required') {
        setAskCode(true);
        setHeld(true);
        setPending(false);
        return;
      }
      goTo(answer.status === 'enrol' ? '/ops/enrol/' : next);
    } catch (failure) {
      // Slowed: the owner still gets in at once with the code, so ask for it.
      if (failure instanceof RequestError && failure.subCode === 'login_slowed') setAskCode(true);
      setProblem(problemOf(failure));
      setCode('');
      setPending(false);
    }
  };

  return (
    <form
      className="staff-form card"
      method="post"
      action={LOGIN_ACTION}
      onSubmit={(e) => void submit(e)}
      data-hydrated={hydrated || undefined}
      noValidate
    >
      {next !== '/ops/' && <input type="hidden" name="next" value={next} />}
      <label>
        Work email
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          readOnly={held}
        />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          readOnly={held}
        />
      </label>
      {askCode &&
        (backup ? (
          <label>
            Backup code
            <input
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={11}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
        ) : (
          <TotpInput value={code} onChange={setCode} autoFocus />
        ))}
      {askCode && hydrated && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setBackup(!backup);
            setCode('');
          }}
        >
          {backup ? 'Use the code from my app' : 'Lost your phone? Use a backup code'}
        </button>
      )}
      {problem && (
        <p role="alert" className="staff-error">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Please Wait' : askCode ? 'Verify and log in' : 'Log in'}
      </button>
    </form>
  );
}
