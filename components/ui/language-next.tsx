'use client';

import { useEffect, useRef } from 'react';

/**
 * The language form's `next` field. The header is in cached pages, so the server cannot know
 * the address's query string or hash; this fills in the browser's own path, query and hash
 * just before the form is sent (without script the route handler falls back to the Referer).
 */
export function LanguageNext() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    const fill = () => {
      const { pathname, search, hash } = window.location;
      field.current!.value = `${pathname}${search}${hash}`;
    };
    form.addEventListener('submit', fill);
    return () => form.removeEventListener('submit', fill);
  }, []);
  return <input ref={field} type="hidden" name="next" defaultValue="" />;
}
