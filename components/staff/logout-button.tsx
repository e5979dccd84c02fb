'use client';

import { useState } from 'react';

/** Ends the staff session on the server, then goes to the staff login. */
export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await fetch('/api/staff/logout/', { method: 'POST' });
    } finally {
      // A full load: the client router's cache holds the staff pages just seen.
      window.location.assign('/ops/login/');
    }
  };
  return (
    <button
      type="button"
      className="button button-outline"
      onClick={() => void logOut()}
      disabled={pending}
    >
      {pending ? 'Please Wait' : 'Log out'}
    </button>
  );
}
