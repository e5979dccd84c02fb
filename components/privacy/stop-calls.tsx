'use client';

import { useState } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { privacyCalls } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/** Its words, translated by the server page, the masked number in them. */
export interface StopCallsText {
  done: string;
  button: string;
  failed: string;
  wait: string;
}

/**
 * The do-not-call link's button. A link opened by a preview bot changes nothing: only this
 * press (a POST) does.
 */
export function StopCalls({ token, text }: { token: string; text: StopCallsText }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  if (state === 'done') {
    return (
      <p role="status" className="status-ok">
        {text.done}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!hydrated || state === 'pending'}
        onClick={async () => {
          setState('pending');
          try {
            await api.doNotCallByLink(token);
            setState('done');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'pending' ? text.wait : text.button}
      </button>
      {state === 'failed' && (
        <p role="alert" className="field-error">
          {text.failed}
        </p>
      )}
    </>
  );
}
