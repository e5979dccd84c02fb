/** What better-auth throws for a refused call (wrong password, wrong code, a banned user). */
export interface AuthRefusal {
  statusCode: number;
  body?: { code?: string; message?: string };
}

/**
 * better-auth's APIError, recognised by shape: the bundled server may hold two copies of its
 * class (one per module format), so `instanceof` misses the one thrown.
 */
export function isAuthRefusal(error: unknown): error is AuthRefusal {
  return (
    error instanceof Error &&
    error.name === 'APIError' &&
    typeof (error as Partial<AuthRefusal>).statusCode === 'number'
  );
}
