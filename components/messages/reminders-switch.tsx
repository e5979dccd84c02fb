'use client';

import { useState } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { reminderCalls } from '@/lib/messages/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = reminderCalls(createHttpClient());

/**
 * Stops or allows reminders: on a message's link page (`token`) or on My bookings. Opening the
 * link changes nothing (a preview bot opens it too); only this press does.
 */
export function RemindersSwitch({ token, stopped }: { token?: string; stopped: boolean }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(stopped);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  return (
    <div className="reminders-switch">
      <p role="status">
        {now
          ? 'Reminders are off: you get no preparation or 2-hour reminders.'
          : 'Reminders are on: preparation the evening before and 2 hours before your test.'}
      </p>
      <button
        type="button"
        className="button"
        disabled={!hydrated || state === 'pending'}
        onClick={async () => {
          setState('pending');
          try {
            const answer = await api.set({ token, stop: !now });
            setNow(answer.reminders_stopped);
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'pending' ? 'Please Wait' : now ? 'Turn reminders on' : 'Stop reminders'}
      </button>
      {state === 'failed' && (
        <p role="alert" className="field-error">
          Could not save that. Please try again.
        </p>
      )}
    </div>
  );
}
