'use client';

import { useState } from 'react';
import { createAuthApi } from '@/lib/accounts/api';
import { ReadyButton } from '@/components/ui/ready-form';
import { localePath } from '@/lib/i18n/locales';
import { useAccountText } from './text';

const api = createAuthApi();

/** Ends the session on the server, then leaves the personal page. */
export function LogoutButton() {
  const { t, locale } = useAccountText();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const logOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await api.logout();
      // A full load, not the client router: its cache holds the personal pages just seen.
      window.location.assign(localePath(locale, '/'));
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
        {pending ? t('wait') : t('logOut')}
      </ReadyButton>
      {failed && (
        <p role="alert" className="field-error">
          {t('logOutFailed')}
        </p>
      )}
    </>
  );
}
