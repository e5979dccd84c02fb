/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
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

describe('StarRating with changeRating', () => {
  it('becomes a radio group that reports the chosen number of stars', () => {
    const changeRating = jest.fn();
    render(<StarRating rating={3} changeRating={changeRating} />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group.querySelectorAll('button')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(changeRating).toHaveBeenCalledWith(5);
  });
});
