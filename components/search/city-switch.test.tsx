/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { CitySwitch } from './city-switch';

const city = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), state: 'X' });
const cities = [city(1, 'Hyderabad'), city(6, 'Pune'), city(57, 'Warangal')];

it('sends the same query to the chosen city as a plain form, the visitor’s own query kept', () => {
  const { container } = renderIntl(
    <CitySwitch
      cities={cities}
      current={cities[1]!}
      query="mri brain"
      carry="utm_source=e2e&query=old&city_id=9"
    />,
  );
  const form = container.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/search/');
  const select = screen.getByLabelText('Search in another city') as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(['Hyderabad', 'Pune', 'Warangal']);
  expect(select.value).toBe('6');
  // What the browser sends: the chosen city, the query once, the campaign's parameters.
  expect([...new FormData(form).entries()]).toEqual([
    ['city_id', '6'],
    ['query', 'mri brain'],
    ['utm_source', 'e2e'],
  ]);
  expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
});
