'use client';

import { useSyncExternalStore } from 'react';

// Browser facts read during render; the server (and hydration) sees the defaults, so the
// shared cached HTML is the same for everyone.

function subscribeHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useHash(): string {
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  );
}

const PHONE_QUERY = '(max-width: 719px)';

function subscribeMobile(onChange: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeMobile,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser: a control
 * whose change only the script can save stays disabled until then, so an early tap is not
 * shown as done while nothing was sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
