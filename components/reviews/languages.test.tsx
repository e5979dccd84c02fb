/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { CustomerCenterReviews, ReviewsCalls } from '@/lib/reviews/client';
import { renderIntl } from '@/lib/testing/intl';
import { Reviews } from './reviews';

// The messages are read from disk as on the server (lib/i18n/messages): its guard against a
// browser import would see jsdom's window.
jest.mock('../../lib/server-api/server-only', () => ({}));

const reviews: CustomerCenterReviews = {
  reviews: [
    {
      customer_name: 'Asha Rao',
      created: '2026-10-31T06:00:00Z',
      review_partner_center_rating: 5,
      review_comments: 'Quick and clean, the staff explained everything.',
      show_partner_reviews: true,
      partner_center_name: 'Alpha Imaging, Ameerpet',
    },
  ],
  no_of_reviews_to_show_on_initial_load: 1,
  total_reviews_count: 4848,
  next_cursor: null,
};
const calls = { customerCenterReviews: jest.fn() } as unknown as ReviewsCalls;
const scope = { productRandomId: 'ay5jt4', cityId: 1, cityName: 'హైదరాబాద్' };

describe('Reviews in Telugu', () => {
  it('heading, count and "show more" in Telugu; the review stays as written; its date in Telugu', () => {
    renderIntl(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Reviews initial={reviews} scope={scope} calls={calls} />
      </SWRConfig>,
      { locale: 'te' },
    );
    expect(screen.getByRole('heading', { name: 'వినియోగదారుల రివ్యూలు' })).toBeVisible();
    expect(screen.getByText('హైదరాబాద్\u200cలోని భాగస్వామ్య సెంటర్లకు 4,848 రివ్యూలు')).toBeVisible();
    expect(screen.getByText('Quick and clean, the staff explained everything.')).toBeVisible();
    expect(screen.getByText(/అక్టో/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'మరిన్ని రివ్యూలు చూపించండి' })).toBeVisible();
  });
});
