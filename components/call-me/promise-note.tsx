'use client';

import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { clockIn, whenSaid } from '@/lib/messages/client';
import { useCallMeTexts } from './texts';

/** Up to this far off, the promise is said in minutes; further, as the time it falls at. */
const SAID_IN_MINUTES = 60;

/**
 * What the storefront promised the patient who asked for a call, as the acknowledgement says it:
 * "within 15 minutes", or "by 10:00 AM tomorrow" for a request outside call hours.
 */
export function CallBackPromiseNote({ callBy, now }: { callBy: Date; now: Date }) {
  const t = useCallMeTexts();
  const locale = isLocale(t.locale) ? t.locale : DEFAULT_LOCALE;
  const minutes = Math.max(1, Math.ceil((callBy.getTime() - now.getTime()) / 60_000));
  return (
    <p className="call-back-promise" role="status">
      {minutes <= SAID_IN_MINUTES
        ? t('promiseWithin', { minutes })
        : t('promiseBy', { time: clockIn(locale, callBy), day: whenSaid(callBy, now) })}
    </p>
  );
}
