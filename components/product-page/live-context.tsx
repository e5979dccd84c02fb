'use client';

import { createContext, useContext } from 'react';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import type { createApi } from '@/lib/product-page/api';
import type { PageInputs } from '@/lib/product-page/page-inputs';
import type { ChosenArea } from '@/lib/catalog/types';

export type Api = ReturnType<typeof createApi>;

export type { ChosenArea };

/** What the live parts of one product page share (product-live.tsx). */
export interface LiveState {
  inputs: PageInputs;
  /** Null until the basic info call answers, and after it fails (docs/product.md, Errors). */
  basicInfo: ProductBasicInfo | null;
  loading: boolean;
  /** Opens a screen of the page by its hash; the browser's back button returns. */
  go: (hash: string) => void;
  /** Injectable so tests pin the clock and the conversion draw. */
  now: () => Date;
  random: () => number;
  api: Api;
  area: ChosenArea | null;
  chooseArea: (area: ChosenArea) => void;
  /** The time a call-me on this page was promised a call by, once it was. */
  callBy: Date | null;
  promised: (callBy: Date) => void;
}

export const LiveContext = createContext<LiveState | null>(null);

export function useLive(): LiveState {
  const state = useContext(LiveContext);
  if (!state) throw new Error('useLive() outside <ProductLive>');
  return state;
}

/** Home service as the basic info call says, else as the cached page said. */
export function homeServiceOf(state: LiveState): boolean {
  return state.basicInfo?.product.is_home_service_available ?? state.inputs.homeServiceAvailable;
}
