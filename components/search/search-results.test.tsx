/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { SearchResults } from './search-results';

jest.mock('../../lib/server-api/server-only', () => ({}));

const props = {
  hits: [
    {
      randomId: 'ab12cd',
      name: 'CBC (పూర్తి రక్త పరీక్ష)',
      urlSlug: 'cbc',
      categoryName: 'రక్త పరీక్షలు',
      matchedAlias: 'khoon ki jaanch',
      minPrice: 250,
      maxPrice: 400,
      centreCount: 2,
      offers: [
        [1, 250, 0],
        [2, 400, 1],
      ] as [number, number, 0 | 1][],
    },
  ],
  centres: {
    1: { name: 'Apex Ameerpet', organisationName: 'Apex', organisationSlug: 'apex', areaId: 7 },
    2: {
      name: 'Delta Kukatpally',
      organisationName: 'Delta',
      organisationSlug: 'delta',
      areaId: 8,
    },
  },
  areas: { 7: 'అమీర్‌పేట్', 8: 'కూకట్‌పల్లి' },
  city: { id: 1, slug: 'hyderabad', name: 'హైదరాబాద్' },
  carry: 'utm_source=ads',
};

it('shows results in Telugu, with links to the Telugu pages', () => {
  window.history.replaceState(null, '', '/te/search/?query=khoon');
  renderIntl(<SearchResults {...props} />, { locale: 'te' });
  const result = document.querySelector<HTMLElement>('li.result')!;
  expect(within(result).getByRole('link', { name: 'CBC (పూర్తి రక్త పరీక్ష)' })).toHaveAttribute(
    'href',
    '/te/hyderabad/cbc/ab12cd/?utm_source=ads',
  );
  expect(result).toHaveTextContent('దీన్ని khoon ki jaanch అని కూడా అంటారు');
  expect(result).toHaveTextContent('హైదరాబాద్లో 2 సెంటర్లలో');
  expect(within(result).getByRole('link', { name: 'Apex' })).toHaveAttribute(
    'href',
    '/te/partners/apex/hyderabad/?product_id=ab12cd&utm_source=ads',
  );
  const book = within(result).getAllByRole('link', { name: /^బుక్ చేయండి/ });
  expect(book).toHaveLength(2);
  expect(book[0]).toHaveAccessibleName('బుక్ చేయండి Apex Ameerpetలో CBC (పూర్తి రక్త పరీక్ష)');
});

it('says which area comes first, in Hindi', () => {
  window.history.replaceState(null, '', '/hi/search/?query=cbc#/sort_by_area_id=8');
  renderIntl(<SearchResults {...props} areas={{ 7: 'अमीरपेट', 8: 'कूकटपल्ली' }} />, {
    locale: 'hi',
  });
  expect(screen.getByRole('status')).toHaveTextContent('कूकटपल्ली के सेंटर पहले दिखाए गए हैं।');
  expect(screen.getByText('कूकटपल्ली में 1 सेंटर।')).toBeInTheDocument();
});

it('asks for a chosen area’s centres when the page holds only the cheapest, and lists them first', async () => {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: unknown) => {
    asked.push(String(url));
    const body = {
      area: { id: 9, name: 'माधापुर' },
      offers: { ab12cd: [[3, 420, 0]] },
      centres: {
        3: { name: 'Zeta Madhapur', organisationName: 'Zeta', organisationSlug: 'zeta', areaId: 9 },
      },
    };
    // jsdom has no Response: what the request client reads of one.
    return { ok: true, status: 200, json: async () => body } as unknown as Response;
  }) as typeof fetch;
  window.history.replaceState(null, '', '/hi/search/?query=cbc#/sort_by_area_id=9');
  const hit = { ...props.hits[0]!, centreCount: 7 };
  renderIntl(<SearchResults {...props} hits={[hit]} areas={{ 7: 'अमीरपेट', 8: 'कूकटपल्ली' }} />, {
    locale: 'hi',
  });
  // The area's offers arrive by a request: on a CI machine running other suites, later than
  // the default second.
  expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
    'माधापुर के सेंटर पहले दिखाए गए हैं।',
  );
  expect(asked).toEqual([
    '/api/search/area_offers/?city_id=1&area_id=9&products=ab12cd&language=hi',
  ]);
  const rows = document.querySelectorAll('.centre-list li');
  expect([...rows].map((r) => r.querySelector('.centre-name')!.firstChild!.textContent)).toEqual([
    'Zeta Madhapur',
    'Apex Ameerpet',
    'Delta Kukatpally',
  ]);
  expect(rows[0]).toHaveClass('in-area');
  expect(screen.getByText('माधापुर में 1 सेंटर।')).toBeInTheDocument();
  // Its count is the city's, not the few the page holds.
  expect(document.querySelector('.price-range')).toHaveTextContent('7');
});
