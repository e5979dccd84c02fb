/** @jest-environment jsdom */
// The catalogue's shared pieces in Hindi and Telugu: their words from the messages, their
// links kept in the page's language, English exactly as before.
import { screen, within } from '@testing-library/react';
// The message files are read from disk by server code; jsdom has a window, which its guard
// refuses (the guard's import is compiled to a relative path the mapper does not see).
jest.mock('../../lib/server-api/server-only', () => ({}));
import { renderIntl } from '@/lib/testing/intl';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { CityPicker } from './city-picker';
import { CityTests, TestList } from './city-tests';
import { TestSearch } from './test-search';

const city = { id: 1, slug: 'hyderabad', name: 'హైదరాబాద్', state: 'తెలంగాణ' };
const products = [
  {
    randomId: 'ab12cd',
    name: 'CBC (పూర్తి రక్త పరీక్ష)',
    urlSlug: 'cbc',
    category: { code: 'haematology', name: 'రక్త పరీక్షలు' },
    minPrice: 250,
    maxPrice: 400,
    centreCount: 3,
  },
  {
    randomId: 'ef34gh',
    name: 'MRI బ్రెయిన్',
    urlSlug: 'mri-brain',
    category: { code: 'mri', name: 'MRI' },
    minPrice: 2800,
    maxPrice: 3500,
    centreCount: 1,
  },
];

describe('test lists', () => {
  it('in Telugu: prices "from", centre counts and links under /te/', () => {
    renderIntl(<TestList city={city} products={products} withCentres />, { locale: 'te' });
    const link = screen.getByRole('link', { name: /CBC/ });
    expect(link).toHaveAttribute('href', '/te/hyderabad/cbc/ab12cd/');
    expect(link).toHaveTextContent('₹250 నుండి');
    expect(link).toHaveTextContent('3 సెంటర్లు');
    expect(screen.getByRole('link', { name: /MRI/ })).toHaveTextContent('1 సెంటర్');
  });

  it('in English, as before', () => {
    renderIntl(<TestList city={city} products={products} withCentres />);
    const link = screen.getByRole('link', { name: /CBC/ });
    expect(link).toHaveAttribute('href', '/hyderabad/cbc/ab12cd/');
    expect(link).toHaveTextContent('from ₹250');
    expect(link).toHaveTextContent('· 3 centres');
    expect(screen.getByRole('link', { name: /MRI/ })).toHaveTextContent('· 1 centre');
  });

  it('in Hindi: an empty city says so in Hindi', () => {
    renderIntl(<CityTests city={{ ...city, name: 'हैदराबाद' }} products={[]} />, {
      locale: 'hi',
    });
    expect(
      screen.getByText('हैदराबाद में अभी किसी पार्टनर सेंटर ने कोई जांच नहीं जोड़ी है।'),
    ).toBeInTheDocument();
  });
});

it('category tiles in Hindi: counts with plurals, scans to the scans page under /hi/', () => {
  renderIntl(<CategoryTiles city={city} products={products} carry="utm_source=sms" />, {
    locale: 'hi',
  });
  expect(screen.getByRole('link', { name: /రక్త/ })).toHaveAttribute(
    'href',
    '/hi/hyderabad/?utm_source=sms#haematology',
  );
  expect(screen.getByRole('link', { name: /రక్త/ })).toHaveTextContent('1 जांच · ₹250 से');
  expect(screen.getByRole('link', { name: /MRI/ })).toHaveAttribute(
    'href',
    '/hi/scans/?city_id=1&utm_source=sms#/mri',
  );
});

it('the city picker and breadcrumbs in Telugu', () => {
  renderIntl(
    <>
      <CityPicker cities={[city]} current={city} hrefOf={(c) => `/te/?city=${c.slug}`} />
      <Breadcrumbs
        crumbs={[
          { name: 'హోమ్', path: '/' },
          { name: city.name, path: '/hyderabad/' },
          { name: 'స్కాన్‌లు', path: '/scans/?city_id=1' },
        ]}
      />
    </>,
    { locale: 'te' },
  );
  expect(screen.getByRole('navigation', { name: 'మీ నగరాన్ని ఎంచుకోండి' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'మీరు ఇక్కడ ఉన్నారు' });
  expect(within(trail).getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/te/');
  expect(within(trail).getByRole('link', { name: city.name })).toHaveAttribute(
    'href',
    '/te/hyderabad/',
  );
});

it('the search box posts to the search page of the language, in its words', () => {
  renderIntl(<TestSearch cityId={1} carry="utm_source=ads" />, { locale: 'hi' });
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/hi/search/');
  expect(screen.getByRole('searchbox', { name: 'जांच और स्कैन खोजें' })).toHaveAttribute(
    'placeholder',
    'जैसे MRI, CBC, खून की जांच',
  );
  expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
  renderIntl(<TestSearch cityId={1} />);
  expect(screen.getAllByRole('search')[1]).toHaveAttribute('action', '/search/');
});
