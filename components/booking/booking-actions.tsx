'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SlotPicker } from '@/components/booking/slot-picker';
import { Popup } from '@/components/ui/popup';
import { ReadyButton } from '@/components/ui/ready-form';
import type { SlotView } from '@/lib/booking/contract';
import { RequestError } from '@/lib/browser-api/client';
import { createBookingApi } from '@/lib/booking/api';
import { useBookingTexts } from './texts';

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
  const t = useBookingTexts();
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
      setProblem(error instanceof RequestError ? error.message : t('actions.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card booking-actions" aria-label={t('actions.label')}>
      <a href={calendarHref} className="button button-outline" download>
        {t('actions.calendar')}
      </a>
      {!cancelled && (
        <>
          <ReadyButton className="button button-outline" onClick={() => setDialog('move')}>
            {t('actions.reschedule')}
          </ReadyButton>
          <ReadyButton className="button button-danger" onClick={() => setDialog('cancel')}>
            {t('actions.cancel')}
          </ReadyButton>
        </>
      )}
      <Popup
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('actions.cancelTitle')}
      >
        <p>{t('actions.cancelText')}</p>
        {problem && <p role="alert">{problem}</p>}
        <button
          type="button"
          className="button button-danger"
          disabled={pending}
          onClick={() => run(() => api.cancel(reference))}
        >
          {pending ? t('actions.pleaseWait') : t('actions.confirmCancel')}
        </button>
      </Popup>
      <Popup
        open={dialog === 'move'}
        onClose={() => setDialog(null)}
        title={t('actions.moveTitle')}
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
          {pending ? t('actions.pleaseWait') : t('actions.move')}
        </button>
      </Popup>
    </section>
  );
}
