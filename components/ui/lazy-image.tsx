'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * docs/product.md, Constants: images load when they come within 100 px of the screen. The browser's
 * own loading="lazy" is not used: it starts far earlier than 100 px away.
 */
export const LAZY_IMAGE_MARGIN = '100px';

export function LazyImage({
  src,
  alt,
  width,
  height,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const slot = ref.current;
    if (!slot || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setVisible(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          startTransition(() => setVisible(true));
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_MARGIN },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [visible, src]);
  // Until then, an empty box of the image's size (its CSS background is the placeholder): an
  // img needs a src to be valid HTML, and an inline placeholder picture in each of the page's
  // logos cost more than a hundred bytes of the product page's first round trip.
  if (!visible) return <span ref={ref} className="lazy-image-slot" style={{ width, height }} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG monograms need no optimiser
    <img src={src} alt={alt} width={width} height={height} />
  );
}
