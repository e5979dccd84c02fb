'use client';

import { useState } from 'react';
import { createHttpClient } from '@/lib/browser-api/client';
import { privacyCalls } from '@/lib/privacy/client';
import { useHydrated } from '@/components/ui/use-browser';

const api = privacyCalls(createHttpClient());

/**
 * The do-not-call link's button. A link opened by a preview bot changes nothing: only this
 * press (a POST) does.
 */
export function StopCalls({ token, masked }: { token: string; masked: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  if (state === 'done') {
    return (
      <p role="status" className="status-ok">
        Done. We will not call {masked}, and its open call-back requests are closed.
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
        {state === 'pending' ? 'Please Wait' : `Do not call ${masked}`}
      </button>
      {state === 'failed' && (
        <p role="alert" className="field-error">
          Could not save that. Please try again.
        </p>
      )}
    </>
  );
}
