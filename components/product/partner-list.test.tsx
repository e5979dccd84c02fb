/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { PartnerOrganisation } from '@/lib/catalog/types';
import { PartnerList } from './partner-list';

const partner = (id: number, extra: Partial<PartnerOrganisation> = {}): PartnerOrganisation => ({
  id,
  slug: `org-${id}`,
  name: `Org ${id}`,
  rating: 4.2,
  ratingCount: 10,
  locationsCount: 2,
  discountPercent: 20,
  minPrice: 1000 * id,
  maxPrice: 1000 * id + 500,
  imageUrl: `/partner-logos/org-${id}.svg`,
  organisationPageUrl: `/partners/org-${id}/hyderabad/`,
  ...extra,
});

describe('PartnerList', () => {
  it('highlights the top 3 and lists the rest below', () => {
    render(<PartnerList partners={[1, 2, 3, 4, 5].map((i) => partner(i))} />);
    const top = screen.getByRole('list', { name: 'Top partner centres' });
    const more = screen.getByRole('list', { name: 'More partner centres' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Org 1'),
      expect.stringContaining('Org 2'),
      expect.stringContaining('Org 3'),
    ]);
    expect(within(more).getAllByRole('listitem')).toHaveLength(2);
    for (const li of within(top).getAllByRole('listitem')) expect(li).toHaveClass('partner-top');
  });

  it('shows rating, locations, discount and prices in rupees', () => {
    render(
      <PartnerList partners={[partner(1, { locationsCount: 1, rating: null, maxPrice: 1000 })]} />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('No ratings yet · 1 location · up to 20% off');
    expect(item).toHaveTextContent('₹1,000');
    expect(screen.queryByRole('list', { name: 'More partner centres' })).toBeNull();
  });

  it('says so when no partner offers the test', () => {
    render(<PartnerList partners={[]} />);
    expect(screen.getByText('No partner centre offers this test here yet.')).toBeInTheDocument();
  });
});
