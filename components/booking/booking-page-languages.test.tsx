/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { Alternatives } from './alternatives';
import { BookingActions } from './booking-actions';
import { BookingTimeline } from './booking-timeline';
import { FastingCountdown } from './fasting-countdown';

// The messages are read from disk as on the server (lib/i18n/messages): its guard against a
// browser import would see jsdom's window.
jest.mock('../../lib/server-api/server-only', () => ({}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe('the booking page parts in Hindi and Telugu', () => {
  it('actions in Hindi, the cancel question too', () => {
    renderIntl(
      <BookingActions
        reference="DX-7KQ2MP"
        productRandomId="ay5jt4"
        centreId={7}
        cancelled={false}
        calendarHref="/booking/DX-7KQ2MP/calendar.ics"
      />,
      { locale: 'hi' },
    );
    expect(screen.getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'बुकिंग रद्द करें' }));
    expect(screen.getByRole('button', { name: 'हां, रद्द करें' })).toBeEnabled();
  });

  it('other times in Telugu, with the days named in Telugu', () => {
    renderIntl(
      <Alternatives
        items={[
          {
            centre_id: 7,
            centre_name: 'Alpha Imaging',
            area_name: 'Ameerpet',
            price: 3000,
            same_centre: true,
            starts: ['2026-11-24T09:30:00Z'],
            href: '/te/hyderabad/mri-brain/ay5jt4/#/book-appointment/walkin/7/',
          },
        ]}
      />,
      { locale: 'te' },
    );
    expect(screen.getByRole('heading', { name: 'మరో సమయం బుక్ చేయండి' })).toBeVisible();
    expect(screen.getByText('Alpha Imaging (అదే సెంటర్)')).toBeVisible();
    expect(screen.getByText(/^ఖాళీ: .*నవం.* 15:00$/)).toBeVisible();
  });

  it('progress and promises in Telugu', () => {
    renderIntl(
      <BookingTimeline
        timeline={{
          steps: [{ status: 'booked', label: 'Booked', at: '2026-11-21T06:30:00Z', reason: null }],
          technician: { name: 'Ravi', phone: '98xxxxxx10' },
          promises: {
            ackBy: null,
            window: { start: '2026-11-24T03:30:00Z', end: '2026-11-24T04:30:00Z' },
            reportHours: 24,
            reportDueAt: null,
            lateCredit: 100,
            report: {
              hours: 24,
              from: '2026-11-24T03:30:00Z',
              dueAt: '2026-11-25T03:30:00Z',
              expected: true,
              credit: 100,
              newDueAt: null,
            },
          },
          late: null,
          reportLate: null,
          creditApplied: 0,
        }}
        status="booked"
        report={null}
      />,
      { locale: 'te' },
    );
    expect(screen.getByRole('heading', { name: 'బుకింగ్ స్థితి' })).toBeVisible();
    expect(screen.getByText(/^మీ టెక్నీషియన్: /).textContent).toBe('మీ టెక్నీషియన్: Ravi (98xxxxxx10)');
    expect(screen.getByText(/^టెక్నీషియన్ 09:00 నుండి 10:00 మధ్య వస్తారు\. ఆ తర్వాత 30/)).toBeVisible();
    expect(
      screen.getByText(/^మీ రిపోర్ట్ శాంపిల్ సేకరణ తర్వాత 24 గంటల్లో రావాలి: .* 09:00కి మొదలైతే .* 09:00 లోపు\. ఆలస్యమైతే/),
    ).toBeVisible();
  });

  it('a late report in Hindi: the apology, the credit and the centre’s new time', () => {
    renderIntl(
      <BookingTimeline
        timeline={{
          steps: [
            { status: 'checked_in', label: 'Checked in', at: '2026-11-24T03:30:00Z', reason: null },
          ],
          technician: null,
          promises: {
            ackBy: null,
            window: null,
            reportHours: 24,
            reportDueAt: '2026-11-25T03:30:00Z',
            lateCredit: 0,
            report: {
              hours: 24,
              from: '2026-11-24T03:30:00Z',
              dueAt: '2026-11-25T03:30:00Z',
              expected: false,
              credit: 100,
              newDueAt: '2026-11-25T09:30:00Z',
            },
          },
          late: null,
          reportLate: {
            dueAt: '2026-11-25T03:30:00Z',
            at: '2026-11-25T03:30:00Z',
            credit: 100,
            newDueAt: '2026-11-25T09:30:00Z',
          },
          creditApplied: 0,
        }}
        status="checked_in"
        report={null}
      />,
      { locale: 'hi' },
    );
    expect(
      screen.getByText(/^माफ़ कीजिए: वादे के अनुसार .* 09:00 तक आपकी रिपोर्ट तैयार नहीं हुई।/).textContent,
    ).toMatch(
      /अगली बुकिंग पर ₹100 कम लगेंगे, दावा करने की ज़रूरत नहीं। सेंटर ने अब .* 15:00 तक का समय दिया है।$/,
    );
    expect(
      screen.getByText(/^आपकी रिपोर्ट .* 09:00 तक आनी है: .* 09:00 पर चेक-इन से 24 घंटे।$/),
    ).toBeVisible();
  });

  it('the fasting line in Hindi', () => {
    renderIntl(<FastingCountdown slotStart="2026-11-24T03:30:00Z" fastingHours={10} />, {
      locale: 'hi',
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^खाली पेट रहना ज़रूरी: अपने स्लॉट से 10 घंटे पहले तक कुछ न खाएं; पानी पी सकते हैं।/,
    );
  });
});
