'use client';

import { useId, useState, type FormEvent } from 'react';
import { RequestError } from '@/lib/browser-api/client';
import { PostForm, ReadyButton } from '@/components/ui/ready-form';
import { ActionError, goTo } from '@/components/staff/client';

const MAX_BYTES = 10 * 1024 * 1024;

/** Uploads the report PDF (the file as the request's body); the server checks its bytes too. */
export function ReportUpload({ reference, replacing }: { reference: string; replacing: boolean }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('report');
    if (!(file instanceof File) || file.size === 0) return;
    if (file.size > MAX_BYTES) {
      setError(new RequestError('The report must be at most 10 MB.', 413, 'server', 413));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`/api/partner/bookings/${reference}/report/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/pdf' },
        body: file,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { reason?: string };
        throw new RequestError(
          body.reason ?? 'The report was not saved.',
          response.status,
          'server',
          response.status,
        );
      }
      goTo(window.location.pathname + window.location.search);
    } catch (e) {
      setError(e);
      setPending(false);
    }
  };

  return (
    <PostForm className="staff-form report-upload" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-report`}>
        {replacing ? 'Replace the report (PDF, up to 10 MB)' : 'Report (PDF, up to 10 MB)'}
        <input id={`${id}-report`} name="report" type="file" accept="application/pdf" required />
      </label>
      <ReadyButton type="submit" className="button" disabled={pending}>
        {pending ? 'Uploading…' : 'Upload report'}
      </ReadyButton>
      <ActionError error={error} loginNext="/partner/" />
    </PostForm>
  );
}
