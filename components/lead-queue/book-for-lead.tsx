'use client';

import { useMemo } from 'react';
import { BookingScreen } from '@/components/booking';
import { createBookingApi } from '@/lib/booking/client';
import { staffHttp, goTo } from '@/components/staff/client';

/**
 * The patient's own booking screen, driven by the agent: the same centres, slots, prices and
 * checks, with the number already the lead's (so no code is asked) and the booking sent to
 * the staff route that records the agent and closes the lead. The agent asks who the test is
 * for: the caller, a member of their account's My family, or someone new to keep there.
 */
export function BookForLead({
  leadId,
  phone,
  productRandomId,
  productName,
  cityId,
  service,
  test,
}: {
  leadId: number;
  phone: string;
  productRandomId: string;
  productName: string;
  cityId: number;
  service: 'walkin' | 'home-service';
  /** What the safety check asks of the test: its category, slug and fasting. */
  test: { categoryCode: string; urlSlug: string; fasting: boolean };
}) {
  const api = useMemo(
    () =>
      createBookingApi(
        staffHttp,
        `/api/staff/leads/${leadId}/book/`,
        `/api/staff/leads/${leadId}/family/`,
      ),
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
      forFamily="agent"
      test={test}
    />
  );
}
