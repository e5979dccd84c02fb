/** docs/product.md, Errors: the shared error shape every failing call answers with. */
export interface ApiError {
  reason: string;
  error_code: number;
  sub_code: string;
  extra_data: Record<string, unknown>;
}

/** Thrown anywhere below a route handler; `withApi` turns it into the shared shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly subCode: string,
    reason: string,
    readonly extraData: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
    this.name = 'HttpError';
  }
}

export function errorResponse(
  status: number,
  reason: string,
  subCode: string,
  extraData: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  const body: ApiError = { reason, error_code: status, sub_code: subCode, extra_data: extraData };
  // A cached error (a 503 above all) would outlive its cause.
  const merged = new Headers(headers);
  merged.set('Cache-Control', 'no-store');
  return Response.json(body, { status, headers: merged });
}

export const notFoundError = (what: string, subCode: string) =>
  new HttpError(404, subCode, `${what} was not found.`);

/** For the methods a route does not take: 405 in the shared shape, naming the ones it does. */
export function methodNotAllowed(...allowed: string[]) {
  return () =>
    errorResponse(
      405,
      `Use ${allowed.join(' or ')} for this address.`,
      'method_not_allowed',
      {},
      {
        Allow: allowed.join(', '),
      },
    );
}
