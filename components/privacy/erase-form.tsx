'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { createHttpClient, RequestError } from '@/lib/browser-api/client';
import { privacyCalls } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/** Its words, translated (and counted) by the server page. */
export interface EraseText {
  title: string;
  lead: string;
  reportsLabel: string;
  /** What happens to the stored reports, and to download them first; null when none. */
  reports: { deleted: string; first: ReactNode } | null;
  /** The heading of the upcoming bookings cancelled first; null when none. */
  upcoming: string | null;
  sure: string;
  failed: string;
  wait: string;
}

/**
 * 'Delete my data': names the upcoming bookings it cancels first and the reports it deletes, and
 * asks the patient to say they understand it cannot be undone before the button works. The
 * deletion is a JSON call, so the form has no action of its own: its button waits for React (a
 * press before then would send nothing, never the form by GET), and the form posts if ever sent.
 */
export function EraseForm({
  upcoming,
  text,
  doneHref,
}: {
  /** Each upcoming booking, its line already in the page's language. */
  upcoming: { reference: string; line: string }[];
  text: EraseText;
  /** Where to go once deleted: My data, in the page's language, saying so. */
  doneHref: string;
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
      window.location.assign(doneHref);
    } catch (error) {
      setProblem(error instanceof RequestError ? error.message : text.failed);
      setPending(false);
    }
  };

  return (
    <section className="card my-data-danger" aria-label={text.title}>
      <h2>{text.title}</h2>
      <p>{text.lead}</p>
      {text.reports && (
        <div role="note" aria-label={text.reportsLabel}>
          <p>
            <strong>{text.reports.deleted}</strong> {text.reports.first}
          </p>
        </div>
      )}
      {text.upcoming && upcoming.length > 0 && (
        <div role="note">
          <p>
            <strong>{text.upcoming}</strong>
          </p>
          <ul>
            {upcoming.map((b) => (
              <li key={b.reference}>{b.line}</li>
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
          <span>{text.sure}</span>
        </label>
        <button type="submit" className="button" disabled={!hydrated || !sure || pending}>
          {pending ? text.wait : text.title}
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
