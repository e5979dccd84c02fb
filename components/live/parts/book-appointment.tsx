'use client';

import { matchHashRoute } from '@/lib/live/hash-routes';
import { telHref } from '@/lib/site';
import { useHash } from '../use-browser';
import { ScreenHeading } from './screen-heading';
import type { BookingScreenProps } from './screen-props';

const SERVICE_NAMES = { walkin: 'Walk-in at the centre', 'home-service': 'Home service' } as const;

/**
 * `#/book-appointment/:service/` and `…/:center_id/`. Shows what the screen was opened with;
 * choosing a slot and confirming is built by the booking issue (#6). Until then the patient
 * is told plainly how to book: by phone.
 */
export default function BookAppointment({
  product,
  cityName,
  phoneNumber,
  isLoggedIn,
  customerPhone,
}: BookingScreenProps) {
  const route = matchHashRoute(useHash());
  if (route.screen !== 'book-appointment') return null;
  return (
    <div className="screen-body">
      <ScreenHeading>Book {product.display_name ?? product.name}</ScreenHeading>
      <dl className="booking-summary">
        <dt>Test</dt>
        <dd>{product.name}</dd>
        <dt>Service</dt>
        <dd>{SERVICE_NAMES[route.service]}</dd>
        <dt>Centre</dt>
        <dd>
          {route.centerId === null
            ? `Any partner centre in ${cityName}`
            : `Centre no. ${route.centerId}`}
        </dd>
        <dt>City</dt>
        <dd>{cityName}</dd>
        {isLoggedIn && customerPhone && (
          <>
            <dt>Your number</dt>
            <dd>{customerPhone}</dd>
          </>
        )}
      </dl>
      <p>
        Online slot booking is not open yet. Call us and we will book a slot for you in under a
        minute.
      </p>
      <a href={telHref(phoneNumber)} className="button button-large" data-conversion="call">
        Call {phoneNumber}
      </a>
    </div>
  );
}
