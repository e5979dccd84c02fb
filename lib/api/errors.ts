/** SPEC.md point 8: the shared error shape every failing call answers with. */
export interface ApiError {
  reason: string;
  error_code: number;
  sub_code: string;
  extra_data: Record<string, unknown>;
}

export function errorResponse(
  status: number,
  reason: string,
  subCode: string,
  extraData: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  const body: ApiError = { reason, error_code: status, sub_code: subCode, extra_data: extraData };
  return Response.json(body, { status, headers });
}
