'use client';

import { useId, useState, type FormEvent } from 'react';
import { MOVE_LABELS, NEEDS_REASON, type BookingStatus } from '@/lib/booking/client';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError, goTo, staffHttp } from '@/components/staff/client';

/** A move that asks for more than a press: a reason, or the technician. */
type Asking = 'reason' | 'technician' | null;

const askingFor = (to: BookingStatus): Asking =>
  NEEDS_REASON.includes(to) ? 'reason' : to === 'technician_assigned' ? 'technician' : null;

/** The centre's next moves on one booking; each reloads the day when it is saved. */
export function MoveActions({ reference, moves }: { reference: string; moves: BookingStatus[] }) {
  const id = useId();
  const [open, setOpen] = useState<BookingStatus | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The report is uploaded with its own form; this row offers the rest.
  const offered = moves.filter((to) => to !== 'report_ready');
  if (offered.length === 0) return null;

  const send = async (to: BookingStatus, extra: Record<string, string> = {}) => {
    setPending(true);
    setError(null);
    try {
      await staffHttp.post(`/api/partner/bookings/${reference}/moves/`, { to, ...extra });
      goTo(window.location.pathname + window.location.search);
    } catch (e) {
      setError(e);
      setPending(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>, to: BookingStatus) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      [...form.entries()].map(([k, v]) => [k, String(v)]),
    ) as Record<string, string>;
    void send(to, fields);
  };

  const asking = open && askingFor(open);
  return (
    <div className="move-actions">
      <div className="move-buttons">
        {offered.map((to) => (
          <ReadyButton
            key={to}
            className={to === 'confirmed' ? 'button' : 'button button-secondary'}
            disabled={pending}
            aria-expanded={askingFor(to) ? open === to : undefined}
            onClick={() => (askingFor(to) ? setOpen(open === to ? null : to) : void send(to))}
          >
            {MOVE_LABELS[to] ?? to}
          </ReadyButton>
        ))}
      </div>
      {open && asking === 'reason' && (
        <PostForm className="staff-form" onSubmit={(e) => submit(e, open)}>
          <label htmlFor={`${id}-reason`}>
            Why (the patient reads this)
            <input id={`${id}-reason`} name="reason" maxLength={300} required />
          </label>
          <ReadyButton type="submit" className="button" disabled={pending}>
            {MOVE_LABELS[open]}
          </ReadyButton>
        </PostForm>
      )}
      {open && asking === 'technician' && (
        <PostForm className="staff-form" onSubmit={(e) => submit(e, open)}>
          <label htmlFor={`${id}-name`}>
            Technician’s name
            <input id={`${id}-name`} name="technician_name" minLength={2} maxLength={80} required />
          </label>
          <label htmlFor={`${id}-phone`}>
            Technician’s mobile number
            <input
              id={`${id}-phone`}
              name="technician_phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              required
            />
          </label>
          <ReadyButton type="submit" className="button" disabled={pending}>
            Assign
          </ReadyButton>
        </PostForm>
      )}
      <ActionError error={error} loginNext="/partner/" />
    </div>
  );
}
