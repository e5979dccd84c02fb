/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { basicInfo, liveState } from '@/components/product-page/testing';
import { AreaPrices } from './area-prices';
import { LiveContext, type ChosenArea } from './live-context';

const ctx = {
  city: { id: 1, slug: 'hyderabad' },
  product: { name: 'MRI Brain', randomId: 'ay5jt4', urlSlug: 'mri-brain' },
};
const lowest = [
  { id: 1, areaName: 'Ameerpet', minPrice: 3750 },
  { id: 2, areaName: 'Tarnaka', minPrice: 3800 },
];
const info = basicInfo({
  areas: [
    { id: 1, name: 'Ameerpet', url_slug: 'ameerpet' },
    { id: 2, name: 'Tarnaka', url_slug: 'tarnaka' },
    { id: 3, name: 'Banjara Hills', url_slug: 'banjara-hills' },
    { id: 4, name: 'Kukatpally', url_slug: 'kukatpally' },
  ],
  area_based_prices: [
    { id: 1, area_name: 'Ameerpet', min_price: 3750 },
    { id: 2, area_name: 'Tarnaka', min_price: 3800 },
    { id: 3, area_name: 'Banjara Hills', min_price: 4200 },
  ],
});

function Harness() {
  const [area, setArea] = useState<ChosenArea | null>(null);
  const state = liveState({ basicInfo: info, area, chooseArea: setArea });
  return (
    <LiveContext.Provider value={state}>
      <AreaPrices lowest={lowest} ctx={ctx} />
    </LiveContext.Provider>
  );
}

const names = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('AreaPrices and the area search (docs/product.md, Validation)', () => {
  it('finds an area by a misspelt name and shows it first, with its price and its search link', async () => {
    render(<Harness />);
    expect(names()).toEqual(['Ameerpetfrom ₹3,750', 'Tarnakafrom ₹3,800']);
    const input = screen.getByLabelText('Search your area');
    fireEvent.change(input, { target: { value: 'b' } });
    const results = screen.getByRole('list', { name: 'Matching areas' });
    expect(within(results).queryByRole('button')).toBeNull();
    fireEvent.change(input, { target: { value: 'banjra hils' } });
    const pick = await within(results).findByRole('button', { name: 'Banjara Hills' });
    fireEvent.click(pick);
    await waitFor(() => expect(names()[0]).toBe('Banjara Hillsfrom ₹4,200'));
    expect(screen.getByRole('status')).toHaveTextContent('Near Banjara Hills: from ₹4,200');
    expect(screen.getByRole('link', { name: 'Centres near Banjara Hills' })).toHaveAttribute(
      'href',
      '/search/?query=MRI+Brain&city_id=1#/sort_by_area_id=3',
    );
  });

  it('picks an area from the tags, which then hide it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Kukatpally' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No partner centre in Kukatpally offers this test yet.',
    );
    expect(screen.queryByRole('button', { name: 'Kukatpally' })).toBeNull();
  });
});
