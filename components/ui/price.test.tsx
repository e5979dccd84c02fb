/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ListPrice, StartingPrice } from './price';

describe('StartingPrice', () => {
  it('shows the price and the struck list price (x 1.5, to the nearest 10), named for screen readers', () => {
    const { container } = render(<StartingPrice minPrice={2500} />);
    expect(container.querySelector('.price-now')).toHaveTextContent('₹2,500');
    const struck = container.querySelector('s.price-list')!;
    expect(struck).toHaveTextContent(/^₹3,750$/);
    // No aria-label on the <s> (not allowed there): a hidden text says what the number is.
    expect(struck).not.toHaveAttribute('aria-label');
    expect(container.querySelector('.starting-price')).toHaveTextContent(
      '₹2,500 List price ₹3,750',
    );
    expect(screen.getByText('List price', { exact: false })).toHaveClass('visually-hidden');
  });
});

describe('ListPrice', () => {
  it('puts the class on the struck price', () => {
    const { container } = render(<ListPrice price={900} className="muted small" />);
    expect(container.querySelector('s')).toHaveClass('muted', 'small');
    expect(container).toHaveTextContent('List price ₹900');
  });
});
