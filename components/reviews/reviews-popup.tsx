'use client';

import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import type { ReviewsCalls, ReviewsScope } from '@/lib/reviews/client';
import { SCROLL_THROTTLE_MS, throttle } from '@/components/ui/throttle';
import { Popup } from '@/components/ui/popup';
import { ReviewItem, reviewKey } from './review-item';
import { useReviewTexts } from './texts';

/** Within this distance of the end of the list, the next page is asked for. */
const NEAR_END_PX = 300;

/** The full-screen list: reloaded with show_all_reviews, further pages as the list scrolls. */
export function ReviewsPopup({
  open,
  onClose,
  scope: inputs,
  calls: api,
}: {
  open: boolean;
  onClose: () => void;
  scope: ReviewsScope;
  calls: ReviewsCalls;
}) {
  const t = useReviewTexts();
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite(
    (index: number, previous: CustomerCenterReviews | null) => {
      if (!open || (previous && !previous.next_cursor)) return null;
      return ['reviews-all', inputs.productRandomId, inputs.cityId, previous?.next_cursor ?? null];
    },
    ([, , , cursor]) =>
      api.customerCenterReviews({
        show_all_reviews: true,
        city_id: inputs.cityId,
        product_random_id: inputs.productRandomId,
        cursor,
      }),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const reviews = data?.flatMap((page) => page.reviews) ?? [];
  const hasMore = Boolean(data?.at(-1)?.next_cursor);
  const loadingMore = isLoading || (isValidating && size > (data?.length ?? 0));

  const onScroll = useMemo(
    () =>
      throttle((body: HTMLElement) => {
        if (body.scrollTop + body.clientHeight >= body.scrollHeight - NEAR_END_PX) {
          void setSize((s) => s + 1);
        }
      }, SCROLL_THROTTLE_MS),
    [setSize],
  );

  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('heading')}
      fullScreen
      onBodyScroll={hasMore && !loadingMore ? onScroll : undefined}
    >
      {reviews.length > 0 && (
        <ul className="review-list">
          {reviews.map((r, i) => (
            <ReviewItem key={reviewKey(r, i)} review={r} locale={t.locale} />
          ))}
        </ul>
      )}
      {error ? (
        <p className="empty">{t('error')}</p>
      ) : loadingMore ? (
        <p className="muted" role="status">
          {t('loadingMore')}
        </p>
      ) : reviews.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        hasMore && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => void setSize((s) => s + 1)}
          >
            {t('loadMore')}
          </button>
        )
      )}
    </Popup>
  );
}
