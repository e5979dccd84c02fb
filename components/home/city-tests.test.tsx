/** @jest-environment jsdom */
// The city page's lists: a category's most booked up to a count, and the way to the rest.
import { screen, within } from '@testing-library/react';
jest.mock('../../lib/server-api/server-only', () => ({}));
import { renderIntl } from '@/lib/testing/intl';
import { CityTests } from './city-tests';

const city = { id: 1, slug: 'hyderabad', name: 'Hyderabad', state: 'Telangana' };
const many = (code: string, name: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    randomId: `${code.slice(0, 3)}${String(i).padStart(3, '0')}`,
    name: `${name} ${i + 1}`,
    urlSlug: `${code}-${i + 1}`,
    category: { code, name },
    minPrice: 100 + i,
    maxPrice: 200 + i,
    centreCount: 2,
  }));
const products = [
  ...many('mri', 'MRI', 5),
  ...many('biochemistry', 'Biochemistry', 4),
  ...many('x-ray', 'X-Ray', 2),
];
const section = (name: string) =>
  screen.getByRole('heading', { name }).closest('section') as HTMLElement;

it('lists each category’s first tests up to the count, and leads to the rest', () => {
  renderIntl(
    <CityTests
      city={city}
      products={products}
      perCategory={3}
      scansHref={(code) => `/scans/?city_id=1#/${code}`}
    />,
  );
  const mri = within(section('MRI'));
  expect(mri.getAllByRole('link', { name: /^MRI \d from/ })).toHaveLength(3);
  expect(mri.getByRole('link', { name: 'All 5 MRI scans in Hyderabad' })).toHaveAttribute(
    'href',
    '/scans/?city_id=1#/mri',
  );
  const bio = within(section('Biochemistry'));
  expect(bio.getAllByRole('link', { name: /^Biochemistry \d from/ })).toHaveLength(3);
  expect(
    bio.getByRole('link', { name: '1 more Biochemistry test in Hyderabad: search by name' }),
  ).toHaveAttribute('href', '#test-search-q');
  // A category within the count is listed whole, with no link on.
  expect(within(section('X-Ray')).getAllByRole('link')).toHaveLength(2);
});

it('lists every test without a count', () => {
  renderIntl(<CityTests city={city} products={products} />);
  expect(screen.getAllByRole('link')).toHaveLength(11);
});
