'use client';

import { useState } from 'react';
import { ReadyButton } from '@/components/ui/ready-form';
import { goTo } from './api';

/** Ends the staff session on the server, then goes to the staff login. */
export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await fetch('/api/staff/logout/', { method: 'POST' });
    } finally {
      goTo('/ops/login/');
    }
  };
  return (
    <ReadyButton className="button button-outline" onClick={() => void logOut()} disabled={pending}>
      {pending ? 'Please Wait' : 'Log out'}
    </ReadyButton>
  );
}
