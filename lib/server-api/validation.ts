import { globalRegistry, type z, type ZodError } from 'zod';
import { HttpError } from './errors';
import { bodyRead } from './read-body';
import { findUnsafeText, textProblem } from './text';
import type { ApiRequest } from './api-request';

export interface FieldIssue {
  field: string;
  message: string;
}

// zod's invalid_type issue, as a reader of the message would name the types.
const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
};

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return TYPE_NAMES[typeof value] ?? typeof value;
}

/** The value at a zod issue's path in what was parsed (own keys only: no prototype lookups). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A wrong type is named as such, whatever message the schema gave it: `{"code": 123456}` is
 * "must be a string, not a number", not the schema's "is required" (a field's own message
 * is written for the text a form sends, and misleads a client that sent another type).
 */
function messageOf(issue: ZodError['issues'][number], input: unknown): string {
  if (issue.code !== 'invalid_type' || input === undefined) return issue.message;
  const value = valueAt(input, issue.path);
  if (value === undefined) return 'is required';
  const expected = TYPE_NAMES[issue.expected];
  const received = typeName(value);
  return expected && expected !== received ? `must be ${expected}, not ${received}` : issue.message;
}

/** The issues of a failed parse, field by field; give `input` (what was parsed) when known. */
export function zodIssues(error: ZodError, input?: unknown): FieldIssue[] {
  return error.issues.slice(0, 20).map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: messageOf(issue, input),
  }));
}

function refused(fields: FieldIssue[]): HttpError {
  const first = fields[0];
  const reason = first
    ? `${first.field}: ${first.message}`
    : 'Some of the details sent are not valid.';
  return new HttpError(400, 'invalid_parameter', reason, { fields });
}

/**
 * The fields of a request schema where line breaks are legitimate, declared beside the field
 * in its contract with `.meta({ multiline: ['note'] })`; every other string is one line.
 */
function multilineFields(schema: z.ZodType): string[] {
  const declared = globalRegistry.get(schema)?.multiline;
  return Array.isArray(declared) ? declared.filter((f) => typeof f === 'string') : [];
}

/** Every string of the input checked (text.ts) before the schema sees it, then the schema. */
function validate<S extends z.ZodType>(schema: S, input: unknown, root: string): z.infer<S> {
  const unsafe = findUnsafeText(input, multilineFields(schema), root);
  if (unsafe) throw refused([unsafe]);
  const result = schema.safeParse(input);
  if (!result.success) throw refused(zodIssues(result.error, input));
  return result.data;
}

/** The raw query string must be well-formed percent-encoded UTF-8 (URLSearchParams is lenient). */
function checkQueryEncoding(search: string): void {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  };
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    const key = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    if (key === null || value === null) {
      const field = key && !textProblem(key) ? key : '(query)';
      throw refused([{ field, message: 'must be percent-encoded UTF-8' }]);
    }
  }
}

/** Query-string parameters (the last value wins for a repeated name). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const url = new URL(request.url);
  checkQueryEncoding(url.search);
  return validate(schema, Object.fromEntries(url.searchParams), '(query)');
}

/** Largest JSON body any call accepts; the calls here carry a phone number and a URL. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

async function streamed(request: ApiRequest, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
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
  return Buffer.concat(chunks);
}

async function readLimited(request: ApiRequest, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const read = bodyRead(request);
  if (read && read.byteLength > maxBytes) throw tooLarge(maxBytes);
  const bytes = read ?? (await streamed(request, maxBytes));
  try {
    // Fatal: invalid or over-long UTF-8 (0xC0 0xAF for "/") is refused, not read as U+FFFD.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid UTF-8 text.');
  }
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'body_too_large', `The request body is larger than ${maxBytes} bytes.`, {
    max_bytes: maxBytes,
  });

/** A JSON object body, checked for type, size and shape before anything else reads it. */
export async function parseJsonBody<S extends z.ZodType>(
  request: ApiRequest,
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
  return validate(schema, value, '(body)');
}

/**
 * A urlencoded form's fields (what a plain HTML form posts), under the same size and UTF-8
 * rules as a JSON body, checked by `schema`. The last value of a repeated field wins.
 */
export async function parseFormBody<S extends z.ZodType>(
  request: ApiRequest,
  schema: S,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the form as a plain form post.');
  }
  const fields = new URLSearchParams(await readLimited(request, maxBytes));
  return validate(schema, Object.fromEntries(fields), '(body)');
}
