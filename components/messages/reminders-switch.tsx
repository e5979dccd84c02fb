'use client';

import { useState } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { reminderCalls } from '@/lib/messages/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = reminderCalls(createHttpClient());

/** Its words, translated by the server page (components/messages/reminders-text.ts). */
export interface RemindersText {
  off: string;
  on: string;
  turnOn: string;
  stop: string;
  failed: string;
  wait: string;
}

/**
 * Stops or allows reminders: on a message's link page (`token`) or on My bookings. Opening the
 * link changes nothing (a preview bot opens it too); only this press does.
 */
export function RemindersSwitch({
  token,
  stopped,
  text,
}: {
  token?: string;
  stopped: boolean;
  text: RemindersText;
}) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(stopped);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  return (
    <div className="reminders-switch">
      <p role="status">{now ? text.off : text.on}</p>
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
        {state === 'pending' ? text.wait : now ? text.turnOn : text.stop}
      </button>
      {state === 'failed' && (
        <p role="alert" className="field-error">
          {text.failed}
        </p>
      )}
    </div>
  );
}
