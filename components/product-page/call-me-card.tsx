'use client';

import { bookingHash } from '@/lib/product-page/page-inputs';
import { LiveCallMeForm } from '@/components/product-page/live-features';
import { homeServiceOf, useLive } from '@/components/product-page/live-context';

/** Call-me on the page itself: the number, then on to booking (SPEC.md point 4). */
export function CallMeCard() {
  const live = useLive();
  return (
    <section className="card call-me-card" aria-labelledby="call-me">
      <h2 id="call-me">Find centres near you</h2>
      <p className="muted">We call you back within minutes to help you pick a slot.</p>
      <LiveCallMeForm
        tooltip="nearBy"
        onSuccess={() => live.go(bookingHash(homeServiceOf(live)))}
      />
    </section>
  );
}
