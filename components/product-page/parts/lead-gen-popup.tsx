'use client';

import { useEffect, useState } from 'react';
import { COOKIES, setCookie } from '@/lib/cookies/browser';
import { bookingHash } from '@/lib/product-page/page-inputs';
import { LiveCallMeForm } from '@/components/product-page/live-features';
import { useLive } from '@/components/product-page/live-context';
import { Popup } from '@/components/ui/popup';
import type { LeadPopupProps } from '@/components/product-page/parts/screen-props';
import { useProductTexts } from '@/components/product-page/texts';

/**
 * docs/product.md, States: once the basic info call ends, ask for the number to show low prices.
 * A non-modal sheet along the bottom with small text (docs/product-page.md, The lead sheet): it
 * opens unasked, so it leaves the hero visible and usable, and none of its text may outsize the
 * page's own content, which would make it the page's largest paint.
 */
export default function LeadGenPopup({ show, product, cityName, isLoggedIn }: LeadPopupProps) {
  const t = useProductTexts();
  const { go } = useLive();
  const wanted = show && !isLoggedIn;
  const [open, setOpen] = useState(wanted);
  useEffect(() => {
    // Shown once per 30 minutes, whatever the visitor does with it.
    if (wanted) setCookie(COOKIES.popUpShown, '1');
  }, [wanted]);

  return (
    <Popup open={open} onClose={() => setOpen(false)} title={t('leadPopup.title')} sheet>
      <p className="lead-sheet-text">
        {t('leadPopup.text', { product: product.display_name ?? product.name, city: cityName })}
      </p>
      <LiveCallMeForm
        tooltip="lowPrice"
        pointing="center"
        onSuccess={() => {
          setOpen(false);
          go(bookingHash(product.is_home_service_available));
        }}
      />
    </Popup>
  );
}
