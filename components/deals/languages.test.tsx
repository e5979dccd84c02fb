/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { getDeal, testCount } from '@/lib/deals/client';
import { DealPoints } from './deal-points';
import { DealTests } from './deal-tests';
import { ViewTests } from './view-tests';

jest.mock('../../lib/server-api/server-only', () => ({}));

const deal = getDeal('hc_499_tvhr_0_33')!;

it('the deal’s claims in Telugu and in English', () => {
  renderIntl(<DealPoints deal={deal} />, { locale: 'te' });
  expect(screen.getByText('32 పరీక్షలు')).toBeInTheDocument();
  expect(screen.getByText('ఇంటి వద్ద శాంపిల్ ఉచితం')).toBeInTheDocument();
  expect(screen.getByText('48 గంటల్లో రిపోర్టులు')).toBeInTheDocument();
  renderIntl(<DealPoints deal={deal} />);
  for (const text of ['32 Tests', 'Free Home Collection', 'Reports in 48 Hours'])
    expect(screen.getByText(text)).toBeInTheDocument();
});

it('what the deal includes, in Hindi, each test’s own page under /hi/', () => {
  const city = { id: 1, slug: 'hyderabad', name: 'हैदराबाद', state: 'तेलंगाना' };
  const group = deal.groups[0]!;
  renderIntl(
    <DealTests
      deal={deal}
      city={city}
      inCity={{
        homeCollectionCentres: 2,
        areasServed: 9,
        separateTotal: null,
        tests: [
          {
            productSlug: group.productSlug,
            randomId: 'th01id',
            name: 'थायरॉइड प्रोफ़ाइल',
            minPrice: 450,
          },
        ],
      }}
      carry=""
    />,
    { locale: 'hi' },
  );
  expect(screen.getByRole('heading', { name: 'इसमें शामिल 32 जांचें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: `${group.title} (3 जांचें)` })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'सिर्फ़ थायरॉइड प्रोफ़ाइल: ₹450 से' })).toHaveAttribute(
    'href',
    `/hi/hyderabad/${group.productSlug}/th01id/`,
  );
});

it('“View Tests” in Hindi: its words and the groups’ headings come from the page', async () => {
  const titles = Object.fromEntries(deal.groups.map((g, i) => [g.productSlug, `समूह ${i + 1}`]));
  renderIntl(
    <ViewTests
      dealCode={deal.code}
      dealHref="/hi/deal/hc_499_tvhr_0_33/"
      title="घर पर फुल बॉडी चेकअप"
      count={testCount(deal)}
      text={{
        viewTests: 'जांचें देखें',
        loading: 'जांचें लोड हो रही हैं...',
        popupTitle: 'घर पर फुल बॉडी चेकअप: 32 जांचें',
        seePackage: 'पैकेज देखें और बुक करें',
      }}
      groupTitles={titles}
    />,
    { locale: 'hi' },
  );
  fireEvent.click(screen.getByRole('link', { name: 'जांचें देखें' }));
  const dialog = screen.getByRole('dialog', { name: 'घर पर फुल बॉडी चेकअप: 32 जांचें' });
  expect(within(dialog).getByText('जांचें लोड हो रही हैं...')).toBeInTheDocument();
  expect(await within(dialog).findByRole('heading', { name: 'समूह 1' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'पैकेज देखें और बुक करें' })).toBeInTheDocument();
});
