'use client';

import { useId, useState, type FormEvent } from 'react';
import type { LeadCalls } from '@/lib/lead-queue/calls';
import { NOTE_MAX_CHARS, type LeadDetail } from '@/lib/lead-queue/contract';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError } from '@/components/staff/client';

/** A note on the lead the agent holds (what the patient said, when to reach them). */
export function NoteForm({
  lead,
  calls,
  onSaved,
}: {
  lead: LeadDetail;
  calls: LeadCalls;
  onSaved: (lead: LeadDetail) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const answer = await calls.note(lead.id, { body: text });
      setText('');
      onSaved(answer.lead);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <PostForm className="staff-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-note`}>
        Note
        <textarea
          id={`${id}-note`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={NOTE_MAX_CHARS}
          rows={3}
          required
        />
      </label>
      <ActionError error={error} loginNext={`/ops/leads/${lead.id}/`} />
      <div>
        <ReadyButton
          type="submit"
          className="button button-outline"
          disabled={pending || !text.trim()}
        >
          {pending ? 'Saving…' : 'Add note'}
        </ReadyButton>
      </div>
    </PostForm>
  );
}
