'use client';

import { useState, type FormEvent } from 'react';
import { createHttpClient, RequestError } from '@/lib/browser-api/client';
import { privacyCalls } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/**
 * 'Delete my data': names the upcoming bookings it cancels first and the reports it deletes, and
 * asks the patient to say they understand it cannot be undone before the button works. The
 * deletion is a JSON call, so the form has no action of its own: its button waits for React (a
 * press before then would send nothing, never the form by GET), and the form posts if ever sent.
 */
export function EraseForm({
  upcoming,
  reports,
}: {
  upcoming: { reference: string; label: string }[];
  /** The references of the bookings whose report is stored, deleted with the rest. */
  reports: string[];
}) {
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
        We delete your call-back requests, messages, consents, login codes and sessions, and the
        test reports your centres uploaded here, and remove your name, number, age, gender and
        address from your bookings. The centre keeps only each booking&apos;s reference, test, time
        and price for its accounts. This cannot be undone, and you will be logged out.
      </p>
      {reports.length > 0 && (
        <div role="note" aria-label="Your reports">
          <p>
            <strong>
              {reports.length === 1
                ? `The report of ${reports[0]} is deleted too.`
                : `Your ${reports.length} reports (${reports.join(', ')}) are deleted too.`}
            </strong>{' '}
            Download {reports.length === 1 ? 'it' : 'them'} first: each booking under{' '}
            <a href="#my-data-bookings">Bookings</a> above has its link. After this, we no longer
            have {reports.length === 1 ? 'it' : 'them'}.
          </p>
        </div>
      )}
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
      <form method="post" onSubmit={submit}>
        <label className="my-data-switch">
          <input
            type="checkbox"
            checked={sure}
            disabled={!hydrated}
            onChange={(e) => setSure(e.target.checked)}
          />
          <span>I understand that my data is deleted for good.</span>
        </label>
        <button type="submit" className="button" disabled={!hydrated || !sure || pending}>
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
