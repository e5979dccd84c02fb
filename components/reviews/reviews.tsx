'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import useSWR from 'swr';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import type { ReviewsCalls, ReviewsScope } from '@/lib/reviews/client';
import { groupIndian } from '@/lib/locale/india';
import { ReviewItem, reviewKey } from './review-item';
import { useReviewTexts } from './texts';

// The full list (and swr/infinite) loads when it is first opened: no phone pays for it on a
// page where nobody asks for more reviews.
const ReviewsPopup = dynamic(() => import('./reviews-popup').then((m) => m.ReviewsPopup), {
  ssr: false,
});

/**
 * docs/product.md, States, reviews list: the first N reviews (N from the server), with 'Show More
 * Reviews' when there are more. The cached page brings the first answer along, so SWR starts
 * from it instead of asking again; without it (`initial` null) the list loads in the browser.
 */
export function Reviews({
  initial,
  scope: inputs,
  calls: api,
}: {
  initial: CustomerCenterReviews | null;
  scope: ReviewsScope;
  calls: ReviewsCalls;
}) {
  const t = useReviewTexts();
  const [all, setAll] = useState(false);
  const [opened, setOpened] = useState(false);
  const { data, error, isLoading } = useSWR(
    ['reviews', inputs.productRandomId, inputs.cityId],
    () =>
      api.customerCenterReviews({
        show_all_reviews: false,
        city_id: inputs.cityId,
        product_random_id: inputs.productRandomId,
      }),
    { fallbackData: initial ?? undefined, revalidateOnMount: !initial, revalidateOnFocus: false },
  );

  let body;
  if (error) body = <p className="empty">{t('error')}</p>;
  else if (isLoading || !data)
    body = (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  else if (data.reviews.length === 0) body = <p className="empty">{t('empty')}</p>;
  else {
    const n = data.no_of_reviews_to_show_on_initial_load;
    body = (
      <>
        <p className="muted">
          {t('count', { count: groupIndian(data.total_reviews_count), city: inputs.cityName })}
        </p>
        <ul className="review-list">
          {data.reviews.slice(0, n).map((r, i) => (
            <ReviewItem key={reviewKey(r, i)} review={r} locale={t.locale} />
          ))}
        </ul>
        {data.total_reviews_count > n && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setOpened(true);
              setAll(true);
            }}
          >
            {t('showMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="reviews" id="customer-reviews">
      <h2 id="reviews">{t('heading')}</h2>
      {body}
      {opened && (
        <ReviewsPopup open={all} onClose={() => setAll(false)} scope={inputs} calls={api} />
      )}
    </section>
  );
}
