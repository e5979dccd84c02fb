// The booking calls (contract.ts), typed for the browser.
import type {
  BookingAccessResponse,
  BookingCreateBody,
  BookingView,
  MemberChoice,
  bookingCentresResponse,
  bookingSlotsResponse,
} from '@/lib/booking/contract';
import type { z } from 'zod';
import { createHttpClient, type HttpClient } from '@/lib/browser-api/client';
import { pageLanguage } from '@/lib/i18n/page-language';

type Centres = z.infer<typeof bookingCentresResponse>;
type Slots = z.infer<typeof bookingSlotsResponse>;
/** What the screen sends: the phone as typed (the server normalises it). */
export type BookingRequest = Omit<BookingCreateBody, 'patient'> & {
  patient: Omit<BookingCreateBody['patient'], 'phone'> & { phone: string };
};

const PATIENT_CREATE_PATH = '/api/booking/';

export function createBookingApi(
  http: HttpClient = createHttpClient(),
  /** Where bookings are created: the patient's route, or the staff one booking for a lead. */
  createPath = PATIENT_CREATE_PATH,
  /** Whose members "Who is this test for?" offers: the session's, or the lead caller's. */
  membersPath = '/api/booking/members/',
) {
  return {
    centres: (q: { product_random_id: string; city_id: number }) =>
      http.get<Centres>('/api/booking/centres/', { params: q }),
    slots: (q: { product_random_id: string; centre_id: number; date: string }) =>
      http.get<Slots>('/api/booking/slots/', { params: q, abortKey: 'booking-slots' }),
    /**
     * A patient's booking speaks their page's language unless the body says another; an
     * agent's (in English pages) the lead's, which the staff route knows.
     */
    create: (body: BookingRequest, idempotencyKey: string) =>
      http.post<{ booking: BookingView }>(
        createPath,
        createPath === PATIENT_CREATE_PATH ? { language: pageLanguage(), ...body } : body,
        {
          headers: { 'Idempotency-Key': idempotencyKey },
          timeoutMs: 30_000,
        },
      ),
    /** The account's family members, for "Who is this test for?". */
    members: () => http.get<{ members: MemberChoice[] }>(membersPath),
    get: (reference: string) => http.get<{ booking: BookingView }>(`/api/booking/${reference}/`),
    /** Sends a code to the number if it is the booking's; the answer does not say. */
    access: (reference: string, phone: string) =>
      http.post<BookingAccessResponse>(`/api/booking/${reference}/access/`, {
        phone,
        language: pageLanguage(),
      }),
    openWithCode: (reference: string, requestId: string, code: string) =>
      http.post<{ ok: true }>(`/api/booking/${reference}/access/verify/`, {
        request_id: requestId,
        code,
      }),
    cancel: (reference: string) =>
      http.post<{ booking: BookingView }>(`/api/booking/${reference}/cancel/`),
    reschedule: (reference: string, slotStart: string) =>
      http.post<{ booking: BookingView }>(`/api/booking/${reference}/reschedule/`, {
        slot_start: slotStart,
      }),
  };
}

export type BookingApi = ReturnType<typeof createBookingApi>;
