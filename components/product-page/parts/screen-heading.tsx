'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** A screen's heading takes the focus as the screen opens, so screen readers announce it. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-heading">
      {children}
    </h1>
  );
}
