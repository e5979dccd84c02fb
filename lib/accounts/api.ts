// The account calls (contract.ts), typed for the browser.
import type { OtpSendResponse, SessionResponse } from '@/lib/accounts/contract';
import { createHttpClient, type HttpClient } from '@/lib/browser-api/client';
import { pageLanguage } from '@/lib/i18n/page-language';

export function createAuthApi(http: HttpClient = createHttpClient()) {
  return {
    /** The number as typed: the server normalises it. The SMS speaks the page's language. */
    sendCode: (phone: string) =>
      http.post<OtpSendResponse>(
        '/api/auth/otp/',
        { phone, language: pageLanguage() },
        { timeoutMs: 30_000 },
      ),
    verify: (requestId: string, code: string) =>
      http.post<SessionResponse>('/api/auth/otp/verify/', { request_id: requestId, code }),
    logout: () => http.post<{ is_logged_in: false }>('/api/auth/logout/'),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
