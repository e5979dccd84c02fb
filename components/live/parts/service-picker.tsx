'use client';

import { links } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/catalog/pricing';
import { telHref } from '@/lib/site';
import { useHash } from '../use-browser';
import { matchHashRoute } from '@/lib/live/hash-routes';
import { ScreenHeading } from './screen-heading';
import type { ServicePickerProps } from './screen-props';

/** `#/diagnostic-service-picker/:center_id/`: walk-in, or home service where it is offered. */
export default function ServicePicker({ product, cityName, phoneNumber }: ServicePickerProps) {
  const route = matchHashRoute(useHash());
  const centerId = route.screen === 'service-picker' ? (route.centerId ?? undefined) : undefined;
  const from = product.min_price === null ? null : `from ${formatRupees(product.min_price)}`;
  return (
    <div className="screen-body">
      <ScreenHeading>
        How would you like to take {product.display_name ?? product.name}?
      </ScreenHeading>
      <p className="muted">In {cityName}. Pay at the centre; no advance payment.</p>
      <ul className="service-options">
        <li>
          <a className="service-option" href={links.bookAppointment('walkin', centerId)}>
            <strong>Walk-in at a centre</strong>
            <span>{from ?? 'Prices shown on the next step'}</span>
          </a>
        </li>
        {product.is_home_service_available && (
          <li>
            <a className="service-option" href={links.bookAppointment('home-service', centerId)}>
              <strong>Home service</strong>
              <span>
                {from ? `${from}, ` : ''}plus the centre&apos;s collection fee where it charges one
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="muted">
        Questions?{' '}
        <a href={telHref(phoneNumber)} data-conversion="call">
          Call {phoneNumber}
        </a>
      </p>
    </div>
  );
}
