/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AreaSearch } from './area-search';
import { AreaPrices } from './area-prices';
import { PartnerList } from './partner-list';
import { Survey } from './survey';
import { basicInfo, pageInputs, renderLive } from './testing';
import type { PartnerWithHref } from '@/lib/product-page/partner-rows';
import { IntlWrapper } from '@/lib/testing/intl';
import type { ReactNode } from 'react';

// The messages are read from disk as on the server (lib/i18n/messages): its guard against a
// browser import would see jsdom's window.
jest.mock('../../lib/server-api/server-only', () => ({}));

// The product page's live parts in Hindi and Telugu: the messages the page hands over, the
// plurals of each language, and the area names in the page's script.

const partner = (id: number, locationsCount: number): PartnerWithHref => ({
  id,
  name: `Org ${id}`,
  rating: 4.2,
  locationsCount,
  discountPercent: 20,
  minPrice: 1000,
  maxPrice: 1500,
  imageUrl: `/partner-logos/org-${id}.svg`,
  reportRecord: null,
  href: `/te/partners/org-${id}/hyderabad/?product_id=abc234`,
});

/** The page around a part: the language's messages. */
function inLanguage(locale: string) {
  return function InLanguage(children: ReactNode) {
    return <IntlWrapper locale={locale}>{children}</IntlWrapper>;
  };
}

const AREAS = [
  { id: 1, name: 'Banjara Hills', url_slug: 'banjara-hills' },
  { id: 2, name: 'Kukatpally', url_slug: 'kukatpally' },
  { id: 3, name: 'Secunderabad', url_slug: 'secunderabad' },
];
const TELUGU = {
  'Banjara Hills': 'బంజారా హిల్స్',
  Kukatpally: 'కూకట్‌పల్లి',
  Secunderabad: 'సికింద్రాబాద్',
};
const HINDI = { 'Banjara Hills': 'बंजारा हिल्स', Kukatpally: 'कूकटपल्ली', Secunderabad: 'सिकंदराबाद' };

describe('the product page in Telugu and Hindi', () => {
  it('partner rows with Telugu plurals, and the "more" button counting in Telugu', () => {
    renderLive(
      <PartnerList
        partners={[partner(1, 1), partner(2, 3), partner(3, 2), partner(4, 2)]}
        more={{
          locale: 'te',
          total: 5,
          productRandomId: 'abc234',
          productName: 'MRI Brain',
          productSlug: 'mri-brain',
          city: { id: 1, slug: 'hyderabad' },
        }}
      />,
      {},
      inLanguage('te'),
    );
    const top = screen.getByRole('list', { name: 'ముఖ్య భాగస్వామ్య సెంటర్లు' });
    expect(within(top).getByText(/1 చోట ·/)).toBeInTheDocument();
    expect(within(top).getByText(/3 చోట్ల ·/)).toBeInTheDocument();
    expect(within(top).getAllByText(/20% వరకు తగ్గింపు/)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'మరో 1 భాగస్వామిని చూపించండి' })).toBeVisible();
  });

  it('the Hindi plural of the "more" button', () => {
    renderLive(
      <PartnerList
        partners={[partner(1, 1), partner(2, 2), partner(3, 2), partner(4, 2)]}
        more={{
          locale: 'hi',
          total: 9,
          productRandomId: 'abc234',
          productName: 'MRI Brain',
          productSlug: 'mri-brain',
          city: { id: 1, slug: 'hyderabad' },
        }}
      />,
      {},
      inLanguage('hi'),
    );
    expect(screen.getByRole('button', { name: '5 और पार्टनर देखें' })).toBeVisible();
    expect(screen.getAllByText(/2 जगहें/)).toHaveLength(3);
  });

  it('the area search finds a Telugu area name by its Telugu spelling and shows it in Telugu', async () => {
    const chooseArea = jest.fn();
    renderLive(
      <AreaSearch />,
      {
        inputs: { ...pageInputs, areaNames: TELUGU },
        basicInfo: basicInfo({ areas: AREAS }),
        chooseArea,
      },
      inLanguage('te'),
    );
    const input = screen.getByLabelText('మీ ప్రాంతాన్ని వెతకండి');
    expect(input).toHaveAttribute('placeholder', 'ఉదా. బంజారా హిల్స్');
    fireEvent.change(input, { target: { value: 'కూకట్' } });
    const found = await screen.findByRole('button', { name: 'కూకట్‌పల్లి' });
    fireEvent.click(found);
    expect(chooseArea).toHaveBeenCalledWith({ id: 2, name: 'కూకట్‌పల్లి' });
  });

  it('the area search also finds an area typed in English letters, named in the page script', async () => {
    renderLive(
      <AreaSearch />,
      { inputs: { ...pageInputs, areaNames: HINDI }, basicInfo: basicInfo({ areas: AREAS }) },
      inLanguage('hi'),
    );
    fireEvent.change(screen.getByLabelText('अपना इलाका खोजें'), {
      target: { value: 'secundrabad' },
    });
    expect(await screen.findByRole('button', { name: 'सिकंदराबाद' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('अपना इलाका खोजें'), { target: { value: 'zzqqxx' } });
    await waitFor(() =>
      expect(screen.getByText('“zzqqxx” से कोई इलाका नहीं मिला')).toBeInTheDocument(),
    );
  });

  it('area prices and the quick picks in Telugu, with links kept in Telugu', () => {
    renderLive(
      <AreaPrices
        lowest={[{ id: 1, areaName: 'బంజారా హిల్స్', minPrice: 2500 }]}
        ctx={{
          locale: 'te',
          city: { id: 1, slug: 'hyderabad' },
          product: { name: 'MRI Brain', randomId: 'ay5jt4', urlSlug: 'mri-brain' },
        }}
      />,
      {
        inputs: { ...pageInputs, cityName: 'హైదరాబాద్', areaNames: TELUGU },
        basicInfo: basicInfo({ areas: AREAS }),
        area: { id: 1, name: 'బంజారా హిల్స్' },
      },
      inLanguage('te'),
    );
    expect(screen.getByText('₹2,500 నుండి')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'బంజారా హిల్స్ దగ్గరలోని సెంటర్లు' });
    expect(link.getAttribute('href')).toMatch(/^\/te\/search\/\?/);
    expect(screen.getByText('కూకట్‌పల్లి')).toBeInTheDocument();
  });

  it('the survey asks in Hindi', () => {
    renderLive(<Survey />, {}, inLanguage('hi'));
    expect(screen.getByRole('heading', { name: 'आप टेस्ट कब करवाना चाहते हैं?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'हां' })).toBeVisible();
  });
});
