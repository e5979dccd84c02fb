import { RequestError } from '@/lib/browser-api/client';

/** What the agent reads when a call failed: the server's reason, and a way back when logged out. */
export function ActionError({ error, loginNext }: { error: unknown; loginNext: string }) {
  if (!error) return null;
  const message =
    error instanceof RequestError ? error.message : 'Something went wrong. Please try again.';
  const loggedOut = error instanceof RequestError && error.status === 401;
  return (
    <p className="staff-error" role="alert">
      {message}{' '}
      {loggedOut ? (
        <a href={`/ops/login/?next=${encodeURIComponent(loginNext)}`}>Log in again</a>
      ) : null}
    </p>
  );
}
