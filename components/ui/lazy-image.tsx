'use client';

import { startTransition, useEffect, useRef, useState } from 'react';

/** SPEC.md point 9: images load when they come within 100 px of the screen. */
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
      src={visible ? src : undefined}
      data-src={src}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
