// The browser calls of My data and of the do-not-call link.
import type { HttpClient } from '@/lib/browser-api/client';
import type { ErasureCounts, PrivacyChoices, PrivacyChoicesBody } from './contract';

export function privacyCalls(http: HttpClient) {
  return {
    setChoices: (body: PrivacyChoicesBody) =>
      http.post<{ choices: PrivacyChoices }>('/api/privacy/choices/', body),
    erase: () => http.post<{ erased: ErasureCounts }>('/api/privacy/erase/', { confirm: true }),
    doNotCallByLink: (token: string) =>
      http.post<{ do_not_call: true }>('/api/privacy/do-not-call/', { token }),
  };
}

export type PrivacyCalls = ReturnType<typeof privacyCalls>;
