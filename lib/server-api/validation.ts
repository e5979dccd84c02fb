import type { z, ZodError } from 'zod';
import { HttpError } from './errors';

export interface FieldIssue {
  field: string;
  message: string;
}

export function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

function invalid(error: ZodError): HttpError {
  const fields = zodIssues(error);
  const first = fields[0];
  const reason = first
    ? `${first.field}: ${first.message}`
    : 'Some of the details sent are not valid.';
  return new HttpError(400, 'invalid_parameter', reason, { fields });
}

/** Query-string parameters (the last value wins for a repeated name). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** Largest JSON body any call accepts; the calls here carry a phone number and a URL. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`, {
    max_bytes: maxBytes,
  });

/** A JSON object body, checked for type, size and shape before anything else reads it. */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as application/json.',
    );
  }
  const text = await readLimited(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}
