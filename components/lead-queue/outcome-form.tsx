'use client';

import { useId, useState, type FormEvent } from 'react';
import type { LeadCalls } from '@/lib/lead-queue/calls';
import { NOTE_MAX_CHARS, type LeadDetail } from '@/lib/lead-queue/contract';
import { indiaLocalInputValue, indiaLocalToIso } from '@/lib/lead-queue/format';
import {
  CALL_BACK_MAX_DAYS,
  LEAD_OUTCOMES,
  MAX_ATTEMPTS,
  OUTCOME_LABELS,
  type LeadOutcome,
} from '@/lib/lead-queue/states';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError } from '@/components/staff/client';

function hint(outcome: LeadOutcome, lead: LeadDetail): string | null {
  if (outcome === 'not_reachable') {
    return lead.attempts + 1 >= MAX_ATTEMPTS
      ? `This is try ${lead.attempts + 1} of ${MAX_ATTEMPTS}: the lead closes.`
      : `Try ${lead.attempts + 1} of ${MAX_ATTEMPTS}: the lead comes back to the queue later.`;
  }
  if (outcome === 'not_interested' || outcome === 'wrong_number') return 'The lead closes.';
  return null;
}

/** How the call ended. Each outcome gives the lead back, to the queue or closed. */
export function OutcomeForm({
  lead,
  calls,
  onSaved,
}: {
  lead: LeadDetail;
  calls: LeadCalls;
  onSaved: (lead: LeadDetail) => void;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<LeadOutcome | null>(null);
  const [callAt, setCallAt] = useState('');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = indiaLocalInputValue(
    new Date(Date.parse(lead.as_of) + CALL_BACK_MAX_DAYS * 86_400_000),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setProblem(null);
    if (!outcome) return setProblem('Choose how the call ended.');
    const extra = note.trim() ? { note } : {};
    let body: Parameters<LeadCalls['outcome']>[1];
    if (outcome === 'call_back') {
      const at = indiaLocalToIso(callAt);
      if (!at) return setProblem('Choose the date and time to call back.');
      body = { outcome, at, ...extra };
    } else if (outcome === 'booked') {
      if (!reference.trim()) return setProblem('Enter the booking reference, such as DX-7KQ2MP.');
      body = { outcome, booking_reference: reference, ...extra };
    } else {
      body = { outcome, ...extra };
    }
    setPending(true);
    try {
      const answer = await calls.outcome(lead.id, body);
      onSaved(answer.lead);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  const chosenHint = outcome ? hint(outcome, lead) : null;
  return (
    <PostForm className="staff-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="lead-outcomes">
        <legend>How did the call end?</legend>
        {LEAD_OUTCOMES.map((o) => (
          <label key={o} className="lead-choice">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o}
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />
            {OUTCOME_LABELS[o]}
          </label>
        ))}
      </fieldset>
      {outcome === 'call_back' ? (
        <label htmlFor={`${id}-at`}>
          Call back at (India time)
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={callAt}
            min={lead.as_of_local}
            max={latest}
            onChange={(e) => setCallAt(e.target.value)}
            required
          />
        </label>
      ) : null}
      {outcome === 'booked' ? (
        <label htmlFor={`${id}-reference`}>
          Booking reference
          <input
            id={`${id}-reference`}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            placeholder="DX-7KQ2MP"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
          />
        </label>
      ) : null}
      {chosenHint ? <p className="muted">{chosenHint}</p> : null}
      <label htmlFor={`${id}-note`}>
        Note (optional)
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={NOTE_MAX_CHARS}
          rows={2}
        />
      </label>
      {problem ? (
        <p className="staff-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ActionError error={error} loginNext={`/ops/leads/${lead.id}/`} />
      <div>
        <ReadyButton type="submit" className="button" disabled={pending}>
          {pending ? 'Saving…' : 'Save outcome'}
        </ReadyButton>
      </div>
    </PostForm>
  );
}
