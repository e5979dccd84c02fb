'use client';

import { useState, type FormEvent } from 'react';
import { createHttpClient, RequestError } from '@/lib/browser-api/client';
import { privacyCalls } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/**
 * 'Delete my data': names the upcoming bookings it cancels first, and asks the patient to say
 * they understand it cannot be undone before the button works.
 */
export function EraseForm({ upcoming }: { upcoming: { reference: string; label: string }[] }) {
  const hydrated = useHydrated();
  const [sure, setSure] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sure || pending) return;
    setPending(true);
    setProblem(null);
    try {
      await api.erase();
      // A full load: the client router's cache holds the personal pages just seen.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/my-data/?deleted=1');
    } catch (error) {
      setProblem(
        error instanceof RequestError ? error.message : 'Could not delete. Please try again.',
      );
      setPending(false);
    }
  };

  return (
    <section className="card my-data-danger" aria-label="Delete my data">
      <h2>Delete my data</h2>
      <p>
        We delete your call-back requests, messages, consents, login codes and sessions, and remove
        your name, number, age, gender and address from your bookings. The centre keeps only each
        booking&apos;s reference, test, time and price for its accounts. This cannot be undone, and
        you will be logged out.
      </p>
      {upcoming.length > 0 && (
        <div role="note">
          <p>
            <strong>
              {upcoming.length === 1
                ? 'Your upcoming booking is cancelled first:'
                : `Your ${upcoming.length} upcoming bookings are cancelled first:`}
            </strong>
          </p>
          <ul>
            {upcoming.map((b) => (
              <li key={b.reference}>
                {b.reference}: {b.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={submit}>
        <label className="my-data-switch">
          <input
            type="checkbox"
            checked={sure}
            disabled={!hydrated}
            onChange={(e) => setSure(e.target.checked)}
          />
          <span>I understand that my data is deleted for good.</span>
        </label>
        <button type="submit" className="button" disabled={!sure || pending}>
          {pending ? 'Please Wait' : 'Delete my data'}
        </button>
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
