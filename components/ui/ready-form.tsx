'use client';

import type { ComponentPropsWithoutRef, FormEventHandler } from 'react';
import { useHydrated } from './use-browser';

type FormProps = Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'action'> & {
  onSubmit: FormEventHandler<HTMLFormElement>;
};

/**
 * A form the page's script sends (its handler prevents the default). It still says POST, so
 * that if the browser ever sends it by itself its fields go in a body, never in the address
 * bar, the history or an access log. Its buttons are ReadyButtons: the browser cannot send it
 * before the script runs.
 */
export function PostForm(props: FormProps) {
  return <form {...props} method="post" />;
}

/**
 * A button only the page's script can act on: disabled on the server and until React runs, so
 * a press during loading neither submits its form natively nor is lost while looking done
 * (and a test's click waits for it). A disabled default button also stops Enter from
 * submitting the form.
 */
export function ReadyButton({
  disabled,
  type = 'button',
  ...props
}: ComponentPropsWithoutRef<'button'> & { type?: 'button' | 'submit' }) {
  const hydrated = useHydrated();
  return <button {...props} type={type} disabled={!hydrated || disabled} />;
}
