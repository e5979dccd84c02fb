'use client';

import { useMemo } from 'react';
import { BookingScreen } from '@/components/booking';
import { createBookingApi } from '@/lib/booking/client';
import { staffHttp, goTo } from '@/components/staff/client';

/**
 * The patient's own booking screen, driven by the agent: the same centres, slots, prices and
 * checks, with the number already the lead's (so no code is asked) and the booking sent to
 * the staff route that records the agent and closes the lead.
 */
export function BookForLead({
  leadId,
  phone,
  productRandomId,
  productName,
  cityId,
  service,
}: {
  leadId: number;
  phone: string;
  productRandomId: string;
  productName: string;
  cityId: number;
  service: 'walkin' | 'home-service';
}) {
  const api = useMemo(
    () => createBookingApi(staffHttp, `/api/staff/leads/${leadId}/book/`),
    [leadId],
  );
  return (
    <BookingScreen
      productRandomId={productRandomId}
      productName={productName}
      cityId={cityId}
      service={service}
      centreId={null}
      customerPhone={phone}
      api={api}
      navigate={goTo}
      area={null}
      now={() => new Date()}
      areaSearch={null}
    />
  );
}
