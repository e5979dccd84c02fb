'use client';

import { usePathname } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { RequestError } from '@/lib/browser-api/client';
import { createBookingApi } from '@/lib/booking/api';
import { MobileInput } from '@/components/ui/mobile-input';

const api = createBookingApi();

/** The owner's way in from another device: the booking's mobile number. */
export function BookingAccessForm() {
  const reference = (usePathname().split('/')[2] ?? '').toUpperCase();
  const [phone, setPhone] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      await api.access(reference, phone);
      window.location.reload();
    } catch (error) {
      setPending(false);
      setProblem(
        error instanceof RequestError && error.status === 404
          ? 'That number does not match this booking.'
          : error instanceof RequestError
            ? error.message
            : 'Something went wrong. Please try again.',
      );
    }
  };

  return (
    <form className="call-me" onSubmit={submit}>
      <label htmlFor="booking-phone">Mobile number</label>
      <div className="call-me-row">
        <MobileInput id="booking-phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <button type="submit" className="button" disabled={pending || phone.trim().length < 10}>
          {pending ? 'Please Wait' : 'Open booking'}
        </button>
      </div>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
