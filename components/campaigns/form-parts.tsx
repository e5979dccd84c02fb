import type { ReactNode, SelectHTMLAttributes } from 'react';
import { createHttpClient, RequestError } from '@/lib/browser-api/client';

/** The campaign screens' request client. */
export const campaignHttp = createHttpClient();

/** A refused request in words: its fields' messages, or its reason. */
export function problemOf(error: unknown): string {
  if (!(error instanceof RequestError)) return 'Something went wrong. Please try again.';
  const fields = error.extraData.fields as { field: string; message: string }[] | undefined;
  return fields?.length
    ? fields.map((f) => `${f.field.replace(/_/g, ' ')}: ${f.message}`).join('; ')
    : error.message;
}

/**
 * A label beside its control, not around it: a label wrapping a select takes every option's
 * text into the select's accessible name.
 */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="campaign-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type Option = string | { value: string | number; label: string };

/** A labelled select of `options` (a plain string is both value and label). */
export function SelectField({
  id,
  label,
  options,
  ...select
}: {
  id: string;
  label: string;
  options: readonly Option[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label}>
      <select id={id} {...select}>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/** The error line under a form. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="staff-error" role="alert">
      {message}
    </p>
  ) : null;
}
