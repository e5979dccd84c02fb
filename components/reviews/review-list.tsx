import { useLocale, useTranslations } from 'next-intl';
import { ReviewItem, reviewKey } from '@/components/reviews/review-item';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';

/** The newest reviews, rendered on the server (comments sanitised by lib/reviews). */
export function ReviewList({ reviews, limit }: { reviews: CustomerCenterReviews; limit: number }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  if (reviews.reviews.length === 0) return <p className="empty">{t('empty')}</p>;
  return (
    <ul className="review-list">
      {reviews.reviews.slice(0, limit).map((r, i) => (
        <ReviewItem key={reviewKey(r, i)} review={r} locale={locale} />
      ))}
    </ul>
  );
}
