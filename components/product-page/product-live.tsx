'use client';

import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { createApi } from '@/lib/product-page/api';
import { COOKIES, readCookie, setCookie } from '@/lib/cookies/browser';
import { matchHashRoute, ROOT_HASH } from '@/lib/product-page/hash-routes';
import { localAreaName, type PageInputs } from '@/lib/product-page/page-inputs';
import { LazyPart } from './lazy-part';
import { useProductTexts } from './texts';
import { LiveContext, type Api, type ChosenArea, type LiveState } from './live-context';
import type { ScreenProduct, ServicePickerProps } from './parts/screen-props';
import { useHash, useIsMobile } from '@/components/ui/use-browser';

const PARTS = {
  book_appointment: () => import('./parts/book-appointment'),
  diagnostic_service_picker: () => import('./parts/service-picker'),
  lead_gen_popup: () => import('@/components/product-page/parts/lead-gen-popup'),
};

const defaultApi = createApi();
const systemNow = () => new Date();

/**
 * Reads the phone-or-desktop fact only where a screen or the popup is shown: read in the page
 * itself it differs from the server's answer on phones, and React then renders the whole page
 * again at once, right after hydration (a long task on a cheap phone).
 */
function WithIsMobile({ children }: { children: (isMobile: boolean) => ReactNode }) {
  return children(useIsMobile());
}

/**
 * The product page's live wrapper (docs/product.md, Routes and States): makes the basic info call
 * once at mount, shows the screen the address hash names (first match wins) in place of the main
 * page, and raises the lead popup once the call has ended, whether it succeeded or not.
 */
export function ProductLive({
  inputs,
  children,
  api = defaultApi,
  now = systemNow,
  random = Math.random,
}: {
  inputs: PageInputs;
  children: ReactNode;
  api?: Api;
  now?: () => Date;
  random?: () => number;
}) {
  const t = useProductTexts();
  const hash = useHash();
  const route = matchHashRoute(hash);
  const [basicInfo, setBasicInfo] = useState<ProductBasicInfo | null>(null);
  const [loading, setLoading] = useState(true);
  const [leadPopup, setLeadPopup] = useState(false);
  // Read once, when the flag rises: the popup itself sets the cookie as it shows.
  const [popupShownBefore, setPopupShownBefore] = useState(true);
  const [area, setArea] = useState<ChosenArea | null>(null);
  const [callBy, promised] = useState<Date | null>(null);
  const { areaNames } = inputs;

  useEffect(() => {
    let live = true;
    // Each start runs in a task of its own, after hydration's effects: on a cheap phone,
    // starting a request and adding a script each take milliseconds that would otherwise
    // lengthen one long task.
    const call = setTimeout(() => {
      api
        .productBasicInfo({ product_random_id: inputs.productRandomId, city_id: inputs.cityId })
        .then(
          (info) => {
            if (!live) return;
            // Transitions render in slices, so a cheap phone's main thread stays responsive.
            startTransition(() => {
              setBasicInfo(info);
              const saved = Number(readCookie(COOKIES.customerAreaId));
              const known = info.areas.find((a) => a.id === saved);
              if (known) setArea({ id: known.id, name: localAreaName({ areaNames }, known.name) });
            });
          },
          // docs/product.md, Errors: a failed call shows no message; the page works from what it
          // has.
          () => undefined,
        )
        .finally(() => {
          if (!live) return;
          startTransition(() => {
            setLoading(false);
            setPopupShownBefore(readCookie(COOKIES.popUpShown) !== null);
            setLeadPopup(true);
          });
        });
    }, 0);
    // The popup's code loads alongside the call, not after it, so the popup is ready when the
    // call ends (a round trip less on a phone over 4G).
    const popupCode = setTimeout(() => {
      if (readCookie(COOKIES.popUpShown) === null) PARTS.lead_gen_popup().catch(() => undefined);
    }, 0);
    return () => {
      live = false;
      clearTimeout(call);
      clearTimeout(popupCode);
    };
  }, [api, inputs.productRandomId, inputs.cityId, areaNames]);

  // A screen opens at its top (its heading takes the focus: parts/screen-heading.tsx).
  useEffect(() => {
    if (route.screen === 'main') return;
    window.scrollTo(0, 0);
  }, [route.screen]);

  const go = useCallback((next: string) => {
    window.location.hash = next;
  }, []);
  const chooseArea = useCallback((chosen: ChosenArea) => {
    setArea(chosen);
    setCookie(COOKIES.customerAreaId, String(chosen.id));
  }, []);

  const state: LiveState = useMemo(
    () => ({
      inputs,
      basicInfo,
      loading,
      go,
      now,
      random,
      api,
      area,
      chooseArea,
      callBy,
      promised,
    }),
    [inputs, basicInfo, loading, go, now, random, api, area, chooseArea, callBy],
  );

  // The names are the page's, in its language (the basic info call answers in English).
  const product: ScreenProduct = {
    ...(basicInfo?.product ?? {
      random_id: inputs.productRandomId,
      min_price: inputs.minPrice,
      is_home_service_available: inputs.homeServiceAvailable,
    }),
    name: inputs.productName,
    display_name: inputs.productDisplayName,
  };
  const isLoggedIn = basicInfo?.is_logged_in ?? false;
  const pickerProps = (isMobile: boolean): ServicePickerProps => ({
    isMobile,
    product,
    cityName: inputs.cityName,
    phoneNumber: inputs.sitePhone,
  });
  const fallback = (
    <p className="screen-loading" role="status">
      {t('parts.loading')}
    </p>
  );

  return (
    <LiveContext.Provider value={state}>
      {loading && hash !== ROOT_HASH && (
        <div className="live-spinner" role="progressbar" aria-label={t('parts.loadingPrices')} />
      )}
      <div hidden={route.screen !== 'main'}>{children}</div>
      {route.screen !== 'main' && (
        <section
          className="screen page"
          aria-label={t('parts.screen', { product: inputs.productName })}
        >
          <a href={ROOT_HASH} className="screen-back">
            {t('parts.back', { product: inputs.productName })}
          </a>
          <WithIsMobile>
            {(isMobile) =>
              route.screen === 'service-picker' ? (
                <LazyPart
                  key="diagnostic_service_picker"
                  name="diagnostic_service_picker"
                  load={PARTS.diagnostic_service_picker}
                  props={pickerProps(isMobile)}
                  fallback={fallback}
                />
              ) : (
                <LazyPart
                  key="book_appointment"
                  name="book_appointment"
                  load={PARTS.book_appointment}
                  props={{
                    ...pickerProps(isMobile),
                    isLoggedIn,
                    customerPhone: basicInfo?.customer_phone ?? null,
                  }}
                  fallback={fallback}
                />
              )
            }
          </WithIsMobile>
        </section>
      )}
      {leadPopup && !popupShownBefore && !isLoggedIn && (
        <WithIsMobile>
          {(isMobile) => (
            <LazyPart
              name="lead_gen_popup"
              load={PARTS.lead_gen_popup}
              props={{ show: leadPopup, product, cityName: inputs.cityName, isLoggedIn, isMobile }}
              fallback={null}
              showError={false}
            />
          )}
        </WithIsMobile>
      )}
    </LiveContext.Provider>
  );
}
