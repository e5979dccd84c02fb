/** @jest-environment jsdom */
// What the link-preview picture says, read from the card before satori draws it.
import { render, screen } from '@testing-library/react';
import { bareProductPage, productPage } from '@/lib/seo/testing';
import { dealShareCard, productShareCard } from '@/lib/seo/share-card-words';
import { ShareCard } from './share-card';

const part = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-part="${name}"]`);

describe('ShareCard', () => {
  it('shows the test, the city, "from" the price with the list price struck, rating, centres, brand', () => {
    const { container } = render(<ShareCard card={productShareCard(productPage)} />);
    expect(part(container, 'title')).toHaveTextContent('MRI Brain');
    expect(screen.getByText('in Hyderabad')).toBeInTheDocument();
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(part(container, 'price')).toHaveTextContent(/^₹3,750$/);
    expect(part(container, 'list-price')).toHaveTextContent(/^₹5,630$/);
    expect(part(container, 'list-price')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('3.8', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(4,848 reviews)')).toBeInTheDocument();
    expect(screen.getByText('70 centres')).toBeInTheDocument();
    expect(screen.getByText('DiagnoBook')).toBeInTheDocument();
  });

  it('says no price when no centre in the city offers the test', () => {
    const { container } = render(<ShareCard card={productShareCard(bareProductPage)} />);
    expect(part(container, 'price')).toBeNull();
    expect(container).not.toHaveTextContent('₹');
    expect(container).not.toHaveTextContent('reviews');
  });

  it("shows the offer's one price as all inclusive, not as a starting price", () => {
    const card = dealShareCard(
      { title: 'Full Body Checkup', price: 499, reportHours: 48 },
      32,
      null,
    );
    const { container } = render(<ShareCard card={card} />);
    expect(part(container, 'price')).toHaveTextContent(/^₹499$/);
    expect(screen.getByText('all inclusive')).toBeInTheDocument();
    expect(screen.queryByText('from')).toBeNull();
  });
});
