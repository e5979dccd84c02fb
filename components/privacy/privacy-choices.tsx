'use client';

import { useState, type ReactNode } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { privacyCalls, type PrivacyChoices } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/** Its words, translated by the server page. */
export interface ChoicesText {
  title: string;
  doNotCall: ReactNode;
  marketing: ReactNode;
  saved: string;
  failed: string;
}

const SWITCHES: (keyof PrivacyChoices)[] = ['do_not_call', 'marketing'];

/** 'Do not call me' and marketing messages: each switch takes effect when it is changed. */
export function PrivacyChoicesForm({
  initial,
  text,
}: {
  initial: PrivacyChoices;
  text: ChoicesText;
}) {
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
      setSaved(text.saved);
    } catch {
      setChoices(before);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card" aria-label={text.title}>
      <h2>{text.title}</h2>
      {SWITCHES.map((choice) => (
        <label key={choice} className="my-data-switch">
          <input
            type="checkbox"
            checked={choices[choice]}
            disabled={!hydrated || pending}
            onChange={(e) => void change({ [choice]: e.target.checked })}
          />
          <span>{choice === 'do_not_call' ? text.doNotCall : text.marketing}</span>
        </label>
      ))}
      <p role="status" className="status-ok">
        {saved}
      </p>
      {failed && (
        <p role="alert" className="field-error">
          {text.failed}
        </p>
      )}
    </section>
  );
}
