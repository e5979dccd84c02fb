import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { HttpError } from '@/lib/server-api/errors';

/** A posted form of a few short fields; anything larger is not this form. */
export const MAX_FORM_BYTES = 8 * 1024;

const tooLarge = () =>
  new HttpError(413, 'body_too_large', `The form is larger than ${MAX_FORM_BYTES} bytes.`, {
    max_bytes: MAX_FORM_BYTES,
  });

/** The body as text, refused past MAX_FORM_BYTES whether or not its length was declared. */
async function readLimited(request: NextRequest): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'invalid_form', 'The form is not valid UTF-8 text.');
  }
}

/**
 * A urlencoded form's fields (what a plain HTML form posts), checked by `schema`: a ZodError
 * answers 400 in the shared shape through withApi. The last value of a repeated field wins.
 */
export async function parseUrlencodedForm<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the form as a plain form post.');
  }
  const fields = new URLSearchParams(await readLimited(request));
  return schema.parse(Object.fromEntries(fields));
}
