'use client';

import { bookingHash } from '@/lib/product-page/page-inputs';
import { LiveCallMeForm } from '@/components/product-page/live-features';
import { homeServiceOf, useLive } from '@/components/product-page/live-context';
import { useProductTexts } from '@/components/product-page/texts';

/** Call-me on the page itself: the number, then on to booking (docs/product.md, States). */
export function CallMeCard() {
  const t = useProductTexts();
  const live = useLive();
  return (
    <section className="card call-me-card" aria-labelledby="call-me">
      <h2 id="call-me">{t('callMeCard.heading')}</h2>
      <p className="muted">{t('callMeCard.text')}</p>
      <LiveCallMeForm
        tooltip="nearBy"
        onSuccess={() => live.go(bookingHash(homeServiceOf(live)))}
      />
    </section>
  );
}
