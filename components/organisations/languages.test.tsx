/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import type { OrganisationCentre } from '@/lib/organisations/organisation-page';
import { CentreDetails } from './centre-card';
import { ProductOffer } from './product-offer';

jest.mock('../../lib/server-api/server-only', () => ({}));

const centre: OrganisationCentre = {
  id: 5,
  name: 'Apex Ameerpet',
  address: '1-2-3, Ameerpet, Hyderabad',
  areaName: 'अमीरपेट',
  pincode: '500016',
  homeService: true,
  homeCollectionFee: 100,
  ratingSum: 9,
  ratingCount: 2,
  opensAt: '07:30:00',
  closesAt: '21:00:00',
  closedWeekdays: [7],
};

it('a centre in Hindi: hours with the weekday in Hindi, the home-collection fee', () => {
  renderIntl(<CentreDetails centre={centre} />, { locale: 'hi' });
  expect(screen.getByText(/7:30 AM – 9:00 PM, रविवार को बंद/)).toBeInTheDocument();
  expect(screen.getByText('घर से सैंपल (₹100 फ़ीस)')).toBeInTheDocument();
});

it('a centre in Telugu with no closed day, and in English as before', () => {
  const open = { ...centre, closedWeekdays: [], homeService: false };
  renderIntl(<CentreDetails centre={open} />, { locale: 'te' });
  expect(screen.getByText(/7:30 AM – 9:00 PM, ప్రతి రోజు/)).toBeInTheDocument();
  expect(screen.getByText('సెంటర్‌కు వెళ్ళి మాత్రమే')).toBeInTheDocument();
  renderIntl(<CentreDetails centre={centre} />);
  expect(screen.getByText(/7:30 AM – 9:00 PM, closed on Sunday/)).toBeInTheDocument();
  expect(screen.getByText('Home collection (₹100 fee)')).toBeInTheDocument();
});

it('the chosen test at the organisation, in Telugu, links under /te/', () => {
  renderIntl(
    <ProductOffer
      organisationName="Apex"
      city={{ id: 1, slug: 'hyderabad', name: 'హైదరాబాద్', state: 'తెలంగాణ' }}
      product={
        {
          id: 3,
          randomId: 'ab12cd',
          name: 'CBC (పూర్తి రక్త పరీక్ష)',
          displayName: null,
          urlSlug: 'cbc',
          category: { code: 'haematology', name: 'రక్త పరీక్షలు' },
          aliases: [],
          isFastingRequired: false,
        } as never
      }
      offers={[{ centreId: 5, price: 300, listPrice: 450, homeService: false } as never]}
      centres={[centre]}
      carry=""
    />,
    { locale: 'te' },
  );
  expect(screen.getByRole('heading', { name: 'Apexలో CBC (పూర్తి రక్త పరీక్ష)' })).toBeInTheDocument();
  expect(screen.getByText(/హైదరాబాద్లో దీని 1 సెంటర్‌లో · ఖాళీ కడుపు అవసరం లేదు/)).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'హైదరాబాద్లోని ప్రతి సెంటర్‌లో CBC (పూర్తి రక్త పరీక్ష)ను పోల్చండి' }),
  ).toHaveAttribute('href', '/te/hyderabad/cbc/ab12cd/');
});
