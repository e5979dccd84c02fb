'use client';

import { useState } from 'react';
import { createAuthApi } from '@/lib/accounts/api';
import { ReadyButton } from '@/components/ui/ready-form';

const api = createAuthApi();

/** Ends the session on the server, then leaves the personal page. */
export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const logOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await api.logout();
      // A full load, not the client router: its cache holds the personal pages just seen.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/');
    } catch {
      setPending(false);
      setFailed(true);
    }
  };
  return (
    <>
      <ReadyButton
        className="button button-outline"
        onClick={() => void logOut()}
        disabled={pending}
      >
        {pending ? 'Please Wait' : 'Log out'}
      </ReadyButton>
      {failed && (
        <p role="alert" className="field-error">
          Could not log out. Please try again.
        </p>
      )}
    </>
  );
}
