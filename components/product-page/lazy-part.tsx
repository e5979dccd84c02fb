'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadPart, PART_LOAD_TIMEOUT_MS } from '@/lib/product-page/load-part';
import { useProductTexts } from './texts';

type Module<P> = { default: ComponentType<P> };

// Parts that arrived stay loaded for the page's life; a failed load is not kept, so a retry
// asks the network again.
const loaded = new Map<string, ComponentType<never>>();

/** The English loading text (the messages' productPage.parts.loading in every language). */
export const LOADING_TEXT = 'Loading. Please wait...';

/**
 * A part of the page loaded on demand (docs/product.md, Routes): `fallback` while it loads, and a
 * load error with a retry button when it failed or took longer than 120 seconds.
 */
export function LazyPart<P extends object>({
  name,
  load,
  props,
  fallback,
  timeoutMs = PART_LOAD_TIMEOUT_MS,
  showError = true,
}: {
  name: string;
  load: () => Promise<Module<P>>;
  props: P;
  fallback: ReactNode;
  timeoutMs?: number;
  /** The lead popup shows nothing at all, not even its load error. */
  showError?: boolean;
}) {
  const t = useProductTexts();
  const [Part, setPart] = useState<ComponentType<P> | null>(
    () => (loaded.get(name) as ComponentType<P> | undefined) ?? null,
  );
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Part) return;
    let live = true;
    loadPart(name, load, timeoutMs).then(
      (mod) => {
        loaded.set(name, mod.default as ComponentType<never>);
        if (live) startTransition(() => setPart(() => mod.default));
      },
      (e: Error) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fixed import per part; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, attempt, Part, timeoutMs]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  if (Part) return <Part {...props} />;
  if (error) {
    if (!showError) return null;
    return (
      <div role="alert" className="part-error">
        <p>{t('parts.failed', { message: error.message })}</p>
        <button type="button" className="button" onClick={retry}>
          {t('parts.retry')}
        </button>
      </div>
    );
  }
  return fallback;
}
