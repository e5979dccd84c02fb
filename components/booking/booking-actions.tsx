'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SlotPicker } from '@/components/booking/slot-picker';
import { Popup } from '@/components/ui/popup';
import { ReadyButton } from '@/components/ui/ready-form';
import type { SlotView } from '@/lib/booking/contract';
import { RequestError } from '@/lib/browser-api/client';
import { createBookingApi } from '@/lib/booking/api';

const api = createBookingApi();
const now = () => new Date();

/** Add to calendar, reschedule to another slot of the same centre, or cancel. */
export function BookingActions({
  reference,
  productRandomId,
  centreId,
  cancelled,
  calendarHref,
}: {
  reference: string;
  productRandomId: string;
  centreId: number;
  cancelled: boolean;
  calendarHref: string;
}) {
  const router = useRouter();
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const [slot, setSlot] = useState<SlotView | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>) => {
    setPending(true);
    setProblem(null);
    try {
      await call();
      setDialog(null);
      router.refresh();
    } catch (error) {
      setProblem(
        error instanceof RequestError ? error.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card booking-actions" aria-label="Manage your booking">
      <a href={calendarHref} className="button button-outline" download>
        Add to calendar
      </a>
      {!cancelled && (
        <>
          <ReadyButton className="button button-outline" onClick={() => setDialog('move')}>
            Reschedule
          </ReadyButton>
          <ReadyButton className="button button-danger" onClick={() => setDialog('cancel')}>
            Cancel booking
          </ReadyButton>
        </>
      )}
      <Popup
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title="Cancel this booking?"
      >
        <p>Your place goes back to other patients. You can book again at any time.</p>
        {problem && <p role="alert">{problem}</p>}
        <button
          type="button"
          className="button button-danger"
          disabled={pending}
          onClick={() => run(() => api.cancel(reference))}
        >
          {pending ? 'Please Wait' : 'Yes, cancel it'}
        </button>
      </Popup>
      <Popup
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title="Pick a new time"
        fullScreen
      >
        <SlotPicker
          api={api}
          productRandomId={productRandomId}
          centreId={centreId}
          value={slot}
          onChange={setSlot}
          now={now}
        />
        {problem && <p role="alert">{problem}</p>}
        <button
          type="button"
          className="button"
          disabled={!slot || pending}
          onClick={() => slot && run(() => api.reschedule(reference, slot.start))}
        >
          {pending ? 'Please Wait' : 'Move my booking'}
        </button>
      </Popup>
    </section>
  );
}
