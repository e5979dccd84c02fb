'use client';

import { useState, type ReactNode } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { privacyCalls, type PrivacyChoices } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

const SWITCHES: { choice: keyof PrivacyChoices; label: ReactNode }[] = [
  {
    choice: 'do_not_call',
    label: (
      <>
        <strong>Do not call me.</strong> We close your open call-back requests and never call this
        number; a later call-back request is answered without a call.
      </>
    ),
  },
  { choice: 'marketing', label: 'Send me offers and health tips by SMS or WhatsApp.' },
];

/** 'Do not call me' and marketing messages: each switch takes effect when it is changed. */
export function PrivacyChoicesForm({ initial }: { initial: PrivacyChoices }) {
  const [choices, setChoices] = useState(initial);
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const change = async (next: Partial<PrivacyChoices>) => {
    const before = choices;
    // The box shows the new choice at once; a refusal puts it back.
    setChoices({ ...choices, ...next });
    setPending(true);
    setFailed(false);
    setSaved(null);
    try {
      const answer = await api.setChoices(next);
      setChoices(answer.choices);
      setSaved('Saved.');
    } catch {
      setChoices(before);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card" aria-label="Your choices">
      <h2>Your choices</h2>
      {SWITCHES.map(({ choice, label }) => (
        <label key={choice} className="my-data-switch">
          <input
            type="checkbox"
            checked={choices[choice]}
            disabled={!hydrated || pending}
            onChange={(e) => void change({ [choice]: e.target.checked })}
          />
          <span>{label}</span>
        </label>
      ))}
      <p role="status" className="status-ok">
        {saved}
      </p>
      {failed && (
        <p role="alert" className="field-error">
          Could not save your choice. Please try again.
        </p>
      )}
    </section>
  );
}
