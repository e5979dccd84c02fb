import { StarRating } from '@/components/ui/star-rating';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localDateLabel } from '@/lib/i18n/local-dates';

export type Review = CustomerCenterReviews['reviews'][number];

/** Reviews carry no id; their place in the list completes the key. */
export function reviewKey(r: Review, index: number): string {
  return `${index}-${r.created}-${r.customer_name}`;
}

/** A review in the language it was written in; only its date is in the page's language. */
export function ReviewItem({
  review: r,
  locale = DEFAULT_LOCALE,
}: {
  review: Review;
  locale?: Locale;
}) {
  return (
    <li className="review">
      <p className="review-head">
        <strong>{r.customer_name}</strong> <StarRating rating={r.review_partner_center_rating} />
      </p>
      <p className="muted review-meta">
        {localDateLabel(locale, new Date(r.created))}
        {r.partner_center_name ? ` · ${r.partner_center_name}` : ''}
      </p>
      {/* Sanitised on the server (lib/reviews/sanitise.ts). */}
      <p dangerouslySetInnerHTML={{ __html: r.review_comments }} />
    </li>
  );
}
