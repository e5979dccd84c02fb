import type { CSSProperties } from 'react';

// SPEC.md point 3: a rating number and a number of stars (default 5), partial stars allowed.
// Drawn by CSS (.stars in globals.css): a row of empty stars with a row of full stars on top,
// clipped to the rating's share, so a rating costs one element rather than ten SVG paths.
export function StarRating({ rating, stars = 5 }: { rating: number; stars?: number }) {
  const clamped = Math.max(0, Math.min(stars, rating));
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
