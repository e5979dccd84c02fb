'use client';

import { useState, type FormEvent } from 'react';
import type { StaffLoginAnswer } from '@/lib/staff/contract';
import { goTo, problemOf, staffHttp } from './api';

/**
 * Email and password first; when the account has its authenticator set up, the code next
 * (the password is sent again with it, so the server keeps no half-finished login).
 */
export function StaffLoginForm({ next }: { next: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [backup, setBackup] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      const answer = (await staffHttp.request('POST', '/api/staff/login/', {
        data: { email, password, ...(askCode ? { code } : {}) },
      })) as StaffLoginAnswer;
      if (answer.status === 'code_required') {
        setAskCode(true);
        setPending(false);
        return;
      }
      goTo(answer.status === 'enrol' ? '/ops/enrol/' : next);
    } catch (error) {
      setProblem(problemOf(error));
      setCode('');
      setPending(false);
    }
  };

  return (
    <form className="staff-form card" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Work email
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          readOnly={askCode}
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
          readOnly={askCode}
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
          <label>
            Code from your authenticator app
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        ))}
      {askCode && (
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
