'use client';

import { useEffect } from 'react';
import { reportConversion } from '@/lib/chat/conversion';

/**
 * docs/product.md, Calls: every click on a call link (marked data-conversion="call") reports one.
 */
export function ConversionLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-conversion="call"]');
      if (link) reportConversion('call', { href: link.getAttribute('href') });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
