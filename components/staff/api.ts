import { createHttpClient, RequestError } from '@/lib/browser-api/client';

/** The staff screens' request client: one place for their error messages. */
export const staffHttp = createHttpClient();

export function problemOf(error: unknown): string {
  return error instanceof RequestError ? error.message : 'Something went wrong. Please try again.';
}

/** A full page load: the client router's cache must not hold staff pages across sessions. */
export function goTo(path: string): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- on purpose, see above
  window.location.assign(path);
}
