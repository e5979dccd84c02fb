import { RequestError } from '@/lib/browser-api/client';

/** A refused request in words: its fields' messages, or its reason. */
export function problemOf(error: unknown): string {
  if (!(error instanceof RequestError)) return 'Something went wrong. Please try again.';
  const fields = error.extraData.fields as { field: string; message: string }[] | undefined;
  return fields?.length
    ? fields.map((f) => `${f.field.replace(/_/g, ' ')}: ${f.message}`).join('; ')
    : error.message;
}
