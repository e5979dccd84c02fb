/** @jest-environment node */
import nodeIcal, { type VEvent } from 'node-ical';
import { bookingIcs } from './ics';
import type { BookingDetails } from './view';

const ADDRESS = 'डायग्नोस्टिक केंद्र, 12 महात्मा गांधी मार्ग, बंजारा हिल्स के पास, दूसरी मंज़िल, हैदराबाद, तेलंगाना';

function details(overrides: Partial<BookingDetails['row']> = {}): BookingDetails {
  return {
    row: {
      reference: 'DX-ABC234',
      slotStart: new Date('2026-12-01T04:30:00Z'),
      service: 'walkin',
      status: 'confirmed',
      total: 3250,
      ...overrides,
    },
    product: { name: 'MRI Brain' },
    centre: {
      name: 'Alpha Imaging, Banjara Hills',
      organisationName: 'Alpha Imaging',
      address: ADDRESS,
      areaName: 'Banjara Hills',
    },
  } as unknown as BookingDetails;
}

const NOW = new Date('2026-11-23T06:00:00Z');

/** The file's one event, as another library reads it. */
function eventOf(text: string): VEvent {
  const event = Object.values(nodeIcal.sync.parseICS(text)).find((c) => c?.type === 'VEVENT');
  if (!event) throw new Error('no VEVENT in the file');
  return event as VEvent;
}

describe('bookingIcs', () => {
  const text = bookingIcs(details(), 30, 'https://diagnobook.example', NOW);

  it('folds every content line at 75 octets, CRLF-terminated, without splitting a letter', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true); // the long address was folded
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
  });

  it('reads back, through another library, as the booking', () => {
    const event = eventOf(text);
    expect(event.uid).toBe('DX-ABC234@diagnobook');
    expect(String(event.summary)).toBe('MRI Brain at Alpha Imaging');
    expect(String(event.location)).toBe(`Alpha Imaging, Banjara Hills, ${ADDRESS}, Banjara Hills`);
    expect(String(event.description)).toBe(
      'Booking DX-ABC234. Pay at the centre: ₹3250. https://diagnobook.example/booking/DX-ABC234/',
    );
    expect(event.start.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(event.status).toBe('CONFIRMED');
  });

  it('says home collection for a home-service booking, and CANCELLED once cancelled', () => {
    const home = bookingIcs(
      details({ service: 'home-service', status: 'cancelled_by_patient' }),
      30,
      'https://diagnobook.example',
      NOW,
    );
    const event = eventOf(home);
    expect(String(event.location)).toBe('Home collection');
    expect(event.status).toBe('CANCELLED');
  });
});

describe('bookingIcs in the booking language', () => {
  it('writes the summary, description and home collection in Hindi, the link to the Hindi page', () => {
    const event = eventOf(
      bookingIcs(details({ language: 'hi' }), 30, 'https://diagnobook.example', NOW),
    );
    expect(String(event.summary)).toBe('Alpha Imaging में MRI Brain');
    expect(String(event.description)).toBe(
      'बुकिंग DX-ABC234। सेंटर पर भुगतान करें: ₹3250। https://diagnobook.example/hi/booking/DX-ABC234/',
    );
    const home = eventOf(
      bookingIcs(
        details({ language: 'hi', service: 'home-service' }),
        30,
        'https://diagnobook.example',
        NOW,
      ),
    );
    expect(String(home.location)).toBe('घर से सैंपल कलेक्शन');
  });

  it('writes Telugu for a Telugu booking', () => {
    const event = eventOf(
      bookingIcs(details({ language: 'te' }), 30, 'https://diagnobook.example', NOW),
    );
    expect(String(event.summary)).toBe('Alpha Imagingలో MRI Brain');
    expect(String(event.description)).toContain('సెంటర్‌లో చెల్లించండి: ₹3250');
  });
});
