// SPEC.md point 3: a rating number and a number of stars (default 5), partial stars allowed.
// Drawn with two layers of the same stars; the top layer is clipped to the rating's width.
const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.5 6.6-.8z';

function Stars({ count, className }: { count: number; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export function StarRating({ rating, stars = 5 }: { rating: number; stars?: number }) {
  const clamped = Math.max(0, Math.min(stars, rating));
  return (
    <span className="stars" role="img" aria-label={`Rated ${clamped.toFixed(1)} out of ${stars}`}>
      <Stars count={stars} className="stars-empty" />
      <span className="stars-fill" style={{ width: `${(clamped / stars) * 100}%` }}>
        <Stars count={stars} className="stars-full" />
      </span>
    </span>
  );
}
