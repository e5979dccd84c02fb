'use client';

import { BookingScreen } from '@/components/booking';
import { matchHashRoute } from '@/lib/product-page/hash-routes';
import { useHash } from '@/components/ui/use-browser';
import { CallBackPromiseNote } from '@/components/call-me';
import { useLive } from '@/components/product-page/live-context';
import { AreaSearch } from '../area-search';
import { useProductTexts } from '../texts';
import { SafetyCallBack } from './safety-call-back';
import { ScreenHeading } from './screen-heading';
import type { BookingScreenProps } from './screen-props';

/** `#/book-appointment/:service/` and `…/:center_id/`: the booking screen. */
export default function BookAppointment({ product, customerPhone }: BookingScreenProps) {
  const t = useProductTexts();
  const { inputs, area, now, callBy } = useLive();
  const route = matchHashRoute(useHash());
  if (route.screen !== 'book-appointment') return null;
  return (
    <div className="screen-body">
      <ScreenHeading>
        {t('parts.book', { product: product.display_name ?? product.name })}
      </ScreenHeading>
      {callBy ? <CallBackPromiseNote callBy={callBy} now={now()} /> : null}
      <BookingScreen
        key={`${route.service}-${route.centerId}`}
        productRandomId={product.random_id}
        productName={product.name}
        cityId={inputs.cityId}
        service={route.service}
        centreId={route.centerId}
        customerPhone={customerPhone}
        area={area}
        now={now}
        areaSearch={<AreaSearch />}
        forFamily
        test={{
          categoryCode: inputs.categoryCode,
          urlSlug: inputs.urlSlug,
          fasting: inputs.fastingRequired,
        }}
        callBack={<SafetyCallBack />}
      />
    </div>
  );
}
