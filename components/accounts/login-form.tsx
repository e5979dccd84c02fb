'use client';

import { NumberAndCode } from './number-and-code';

/** The login page's form: the number, then the code sent to it; then back where the patient was. */
export function LoginForm({ next }: { next: string }) {
  return <NumberAndCode id="login-phone" onVerified={() => window.location.assign(next)} />;
}
