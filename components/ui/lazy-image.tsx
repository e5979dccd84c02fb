'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/** SPEC.md point 9: images load when they come within 100 px of the screen. */
export const LAZY_IMAGE_MARGIN = '100px';

/**
 * What an image shows until then: a transparent 1x1 GIF, inline (no request), so the element
 * is valid HTML (an img needs a src) and its CSS background shows through as the placeholder.
 * The browser's own loading="lazy" is not used: it starts far earlier than 100 px away.
 */
export const LAZY_IMAGE_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (!img || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      img.src = src;
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
    observer.observe(img);
    return () => observer.disconnect();
  }, [visible, src]);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small SVG monograms need no optimiser
    <img
      ref={ref}
      src={visible ? src : LAZY_IMAGE_PLACEHOLDER}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
