import type { CSSProperties } from 'react';

// docs/product.md, Entities: a rating number and a number of stars (default 5), partial stars
// allowed, and an optional changeRating callback. Read-only stars are drawn by CSS (.stars in
// globals.css): a row of empty stars with a row of full stars on top, clipped to the rating's
// share, so a rating costs one element rather than ten SVG paths. With changeRating the stars
// become a group of radio buttons.
export function StarRating({
  rating,
  stars = 5,
  changeRating,
  label = 'Your rating',
}: {
  rating: number;
  stars?: number;
  changeRating?: (rating: number) => void;
  label?: string;
}) {
  const clamped = Math.max(0, Math.min(stars, rating));
  if (changeRating) {
    return (
      <span role="radiogroup" aria-label={label} className="stars-input">
        {Array.from({ length: stars }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={Math.round(clamped) === value}
            aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
            className={value <= clamped ? 'star-on' : 'star-off'}
            onClick={() => changeRating(value)}
          >
            ★
          </button>
        ))}
      </span>
    );
  }
  const fill = Math.round((clamped / stars) * 1000) / 10;
  const style = { '--stars': stars, '--fill': `${fill}%` } as CSSProperties;
  return (
    <span
      className="stars"
      role="img"
      aria-label={`Rated ${clamped.toFixed(1)} out of ${stars}`}
      style={style}
    />
  );
}
