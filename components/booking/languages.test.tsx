/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { bookableDates } from '@/lib/booking/schedule';
import type { BookingApi } from '@/lib/booking/api';
import { renderIntl } from '@/lib/testing/intl';
import { screenCentre, screenSlot } from '@/lib/testing/booking-screen';
import { BookingScreen } from './booking-screen';

// The messages are read from disk as on the server (lib/i18n/messages): its guard against a
// browser import would see jsdom's window.
jest.mock('../../lib/server-api/server-only', () => ({}));

// The booking screen in Telugu and Hindi: its labels, the plural of the centres, the dates in
// the language, and the language the form says it is in when the browser sends it alone.

const NOW = new Date('2026-11-21T06:30:00Z');
const DATE = bookableDates(NOW)[0]!;
const centre = (id: number) =>
  screenCentre({ id, name: `Alpha Imaging ${id}`, home_service: true, home_collection_fee: 200 });
const slot = screenSlot(DATE, { remaining: 1 });

function bookingScreen(service: 'walkin' | 'home-service') {
  const api = {
    centres: jest.fn(async () => ({ centres: [1, 2, 3, 4, 5, 6, 7, 8].map(centre) })),
    slots: jest.fn(async () => ({ date: DATE, dates: [DATE], slots: [slot] })),
    create: jest.fn(),
  } as unknown as BookingApi;
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookingScreen
        productRandomId="ay5jt4"
        test={null}
        productName="MRI మెదడు"
        cityId={1}
        service={service}
        centreId={1}
        customerPhone={null}
        api={api}
        navigate={() => {}}
        area={{ id: 1, name: 'బంజారా హిల్స్' }}
        now={() => NOW}
        areaSearch={null}
      />
    </SWRConfig>
  );
}

describe('the booking screen in Telugu and Hindi', () => {
  it('labels, centres, slots and the summary in Telugu', async () => {
    const { container } = renderIntl(bookingScreen('home-service'), { locale: 'te' });
    expect(screen.getByText('ఇంటి వద్ద శాంపిల్ సేకరణ · MRI మెదడు')).toBeInTheDocument();
    expect(await screen.findByText('మొత్తం 8 సెంటర్లను చూపించండి')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'సెంటర్లను ఈ క్రమంలో చూపించండి' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'బంజారా హిల్స్ దగ్గర' })).toBeVisible();
    expect(screen.getByText('పూర్తి పేరు')).toBeInTheDocument();
    expect(screen.getByLabelText('వయస్సు')).toBeInTheDocument();
    expect(screen.getByLabelText('శాంపిల్ సేకరణ చిరునామా')).toBeInTheDocument();
    const gender = screen.getByLabelText('లింగం');
    expect(within(gender).getByRole('option', { name: 'స్త్రీ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /15:00.*1 మిగిలాయి/ })).toBeVisible();
    expect(screen.getByText('మొత్తం, సెంటర్‌లో చెల్లించాలి')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'బుకింగ్ నిర్ధారించండి' })).toBeInTheDocument();
    // The date strip names the days in Telugu, not "Sat, 21 Nov".
    const dates = screen.getByRole('group', { name: 'తేదీ' });
    expect(within(dates).getAllByRole('button')[0]!.textContent).toMatch(/నవం/);
    const language = container.querySelector<HTMLInputElement>('input[name="language"]');
    expect(language?.value).toBe('te');
  });

  it('labels in Hindi, and the English form says English', async () => {
    const { unmount } = renderIntl(bookingScreen('walkin'), { locale: 'hi' });
    expect(screen.getByText(/^सेंटर पर जाकर · MRI/)).toBeInTheDocument();
    expect(await screen.findByText('सभी 8 सेंटर देखें')).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    unmount();
    const { container } = renderIntl(bookingScreen('walkin'));
    expect(await screen.findByText('Show all 8 centres')).toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe('en');
  });
});
