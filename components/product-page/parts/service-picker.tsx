'use client';

// The booking feature's styles come with its entry (the screens look alike).
import '@/components/booking';
import useSWR from 'swr';
import { links } from '@/lib/product-page/links';
import { formatRupees } from '@/lib/locale/india';
import { createBookingApi } from '@/lib/booking/client';
import { matchHashRoute } from '@/lib/product-page/hash-routes';
import { telHref } from '@/lib/env/site';
import { CallBackPromiseNote } from '@/components/call-me';
import { useLive } from '@/components/product-page/live-context';
import { useHash } from '@/components/ui/use-browser';
import { useProductTexts } from '../texts';
import { ScreenHeading } from './screen-heading';
import type { ServicePickerProps } from './screen-props';

const api = createBookingApi();

/** `#/diagnostic-service-picker/:center_id/`: walk-in, or home service where it is offered. */
export default function ServicePicker({ product, cityName, phoneNumber }: ServicePickerProps) {
  const t = useProductTexts();
  const { inputs, callBy, now } = useLive();
  const route = matchHashRoute(useHash());
  const centerId = route.screen === 'service-picker' ? route.centerId : null;
  const { data } = useSWR(['booking-centres', product.random_id, inputs.cityId], () =>
    api.centres({ product_random_id: product.random_id, city_id: inputs.cityId }),
  );
  const centres = (data?.centres ?? []).filter((c) => centerId === null || c.id === centerId);
  const walkin = centres.length ? Math.min(...centres.map((c) => c.price)) : product.min_price;
  const homeCentres = centres.filter((c) => c.home_service);
  const home = homeCentres.length
    ? Math.min(...homeCentres.map((c) => c.price + c.home_collection_fee))
    : null;
  const offersHome = data ? homeCentres.length > 0 : product.is_home_service_available;
  const from = (price: number | null) =>
    price === null ? '' : t('servicePicker.from', { price: formatRupees(price) });

  return (
    <div className="screen-body">
      <ScreenHeading>
        {t('servicePicker.heading', { product: product.display_name ?? product.name })}
      </ScreenHeading>
      {callBy ? <CallBackPromiseNote callBy={callBy} now={now()} /> : null}
      <p className="muted">{t('servicePicker.intro', { city: cityName })}</p>
      <ul className="service-options">
        <li>
          <a
            className="service-option"
            href={links.bookAppointment('walkin', centerId ?? undefined)}
          >
            <strong>{t('servicePicker.walkin')}</strong>
            <span>{from(walkin)}</span>
          </a>
        </li>
        {offersHome && (
          <li>
            <a
              className="service-option"
              href={links.bookAppointment('home-service', centerId ?? undefined)}
            >
              <strong>{t('servicePicker.home')}</strong>
              <span>
                {home === null ? '' : t('servicePicker.homeFrom', { price: formatRupees(home) })}
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="muted">
        {t('servicePicker.questions')}{' '}
        <a href={telHref(phoneNumber)} data-conversion="call">
          {t('servicePicker.call', { phone: phoneNumber })}
        </a>
      </p>
    </div>
  );
}
