import { createHttpClient, RequestError } from '@/lib/browser-api/client';

/** The staff screens' request client: one place for their error messages. */
export const staffHttp = createHttpClient();

export function problemOf(error: unknown): string {
  return error instanceof RequestError ? error.message : 'Something went wrong. Please try again.';
}

/** A full page load: the client router's cache must not hold staff pages across sessions. */
export function goTo(path: string): void {
  window.location.assign(path);
}
