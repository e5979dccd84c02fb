/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('fills a partial share of five stars by default', () => {
    render(<StarRating rating={4.2} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.2 out of 5' });
    expect(stars.style.getPropertyValue('--fill')).toBe('84%');
    expect(stars.style.getPropertyValue('--stars')).toBe('5');
  });

  it('takes another number of stars and keeps the rating within them', () => {
    render(<StarRating rating={12} stars={10} />);
    expect(
      screen.getByRole('img', { name: 'Rated 10.0 out of 10' }).style.getPropertyValue('--fill'),
    ).toBe('100%');
  });

  it('shows no fill for a negative rating', () => {
    render(<StarRating rating={-1} />);
    expect(
      screen.getByRole('img', { name: 'Rated 0.0 out of 5' }).style.getPropertyValue('--fill'),
    ).toBe('0%');
  });
});
