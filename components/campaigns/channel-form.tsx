'use client';

import { useState, type FormEvent } from 'react';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { campaignHttp, Field, FormError, problemOf, SelectField } from './form-parts';

const URL = '/api/ops/campaigns/channels/';

/** The admin's list of sources and mediums links may use: add one, or remove one. */
export function ChannelForm({ sources, mediums }: { sources: string[]; mediums: string[] }) {
  const [error, setError] = useState<string | null>(null);
  const send = async (body: { kind: string; value: string; remove?: boolean }) => {
    setError(null);
    try {
      await campaignHttp.post(URL, body);
      window.location.assign(window.location.pathname);
    } catch (e) {
      setError(problemOf(e));
    }
  };
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    void send({ kind: String(f.get('kind')), value: String(f.get('value')) });
  };
  const list = (kind: 'source' | 'medium', values: string[]) => (
    <ul className="campaign-channels" aria-label={kind === 'source' ? 'Sources' : 'Mediums'}>
      {values.map((v) => (
        <li key={v}>
          {v}{' '}
          <ReadyButton
            className="button button-secondary"
            aria-label={`Remove ${kind} ${v}`}
            onClick={() => void send({ kind, value: v, remove: true })}
          >
            Remove
          </ReadyButton>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="card" aria-label="Sources and mediums">
      <h2>Sources and mediums</h2>
      <h3>Sources</h3>
      {list('source', sources)}
      <h3>Mediums</h3>
      {list('medium', mediums)}
      <PostForm className="staff-form" onSubmit={add}>
        <SelectField
          id="channel-kind"
          label="Kind"
          name="kind"
          options={[
            { value: 'source', label: 'Source' },
            { value: 'medium', label: 'Medium' },
          ]}
        />
        <Field id="channel-value" label="Value">
          <input
            id="channel-value"
            name="value"
            required
            minLength={2}
            maxLength={40}
            placeholder="youtube"
          />
        </Field>
        <ReadyButton type="submit" className="button">
          Add
        </ReadyButton>
      </PostForm>
      <FormError message={error} />
    </section>
  );
}
