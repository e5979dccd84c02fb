'use client';

import { useId, useState, type FormEvent } from 'react';
import { indiaDate, indiaDateTimeLabel, indiaTime } from '@/lib/locale/india';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError, goTo, staffHttp } from '@/components/staff/client';

/**
 * The centre's new time for a report it cannot give by the time promised: a date and a time in
 * India, at most 7 days ahead (the server checks both). A patient already told the report is
 * late is sent the new time.
 */
export function ReportNewTime({
  reference,
  dueAt,
  newDueAt,
}: {
  reference: string;
  /** When the report was promised (ISO). */
  dueAt: string;
  /** The new time given already (ISO), if any. */
  newDueAt: string | null;
}) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Four hours after the promise: a plain first offer the centre changes as it needs.
  const suggested = new Date(Date.parse(dueAt) + 4 * 3_600_000);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const at = new Date(`${String(f.get('date'))}T${String(f.get('time'))}:00+05:30`);
    setPending(true);
    setError(null);
    try {
      await staffHttp.post(`/api/partner/bookings/${reference}/report-time/`, {
        new_due_at: Number.isNaN(at.getTime()) ? String(f.get('date')) : at.toISOString(),
      });
      goTo(window.location.pathname + window.location.search);
    } catch (e) {
      setError(e);
      setPending(false);
    }
  };

  return (
    <PostForm className="staff-form report-new-time" onSubmit={(e) => void submit(e)}>
      <p className="muted">
        {newDueAt
          ? `New time given: ${indiaDateTimeLabel(new Date(newDueAt))}.`
          : 'Report not ready in time? Give the patient a new time.'}
      </p>
      <label htmlFor={`${id}-date`}>
        New date
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          defaultValue={indiaDate(suggested)}
          required
        />
      </label>
      <label htmlFor={`${id}-time`}>
        Time (India)
        <input
          id={`${id}-time`}
          name="time"
          type="time"
          step={900}
          defaultValue={indiaTime(suggested)}
          required
        />
      </label>
      <ReadyButton type="submit" className="button button-secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Give the new time'}
      </ReadyButton>
      <ActionError error={error} loginNext="/partner/" />
    </PostForm>
  );
}
