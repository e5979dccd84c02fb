'use client';

import { useState } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { privacyCalls, type PrivacyChoices } from '@/lib/privacy/client';

const api = privacyCalls(createHttpClient());

/** 'Do not call me' and marketing messages: each switch takes effect when it is changed. */
export function PrivacyChoicesForm({ initial }: { initial: PrivacyChoices }) {
  const [choices, setChoices] = useState(initial);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const change = async (next: Partial<PrivacyChoices>) => {
    setPending(true);
    setFailed(false);
    setSaved(null);
    try {
      const answer = await api.setChoices(next);
      setChoices(answer.choices);
      setSaved('Saved.');
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card" aria-label="Your choices">
      <h2>Your choices</h2>
      <label className="my-data-switch">
        <input
          type="checkbox"
          checked={choices.do_not_call}
          disabled={pending}
          onChange={(e) => void change({ do_not_call: e.target.checked })}
        />
        <span>
          <strong>Do not call me.</strong> We close your open call-back requests and never call this
          number; a later call-back request is answered without a call.
        </span>
      </label>
      <label className="my-data-switch">
        <input
          type="checkbox"
          checked={choices.marketing}
          disabled={pending}
          onChange={(e) => void change({ marketing: e.target.checked })}
        />
        <span>Send me offers and health tips by SMS or WhatsApp.</span>
      </label>
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
