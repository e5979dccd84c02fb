/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { BookingDetailView } from '@/lib/booking-desk/detail';
import type { BookingListRow } from '@/lib/booking-desk/search';
import { BookingDetail } from './bookings-detail';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';

// next.config.js's trailingSlash, which a build passes to Link this way.
process.env.__NEXT_TRAILING_SLASH = 'true';

const row: BookingListRow = {
  reference: 'DX-7KQ2MP',
  slot_start: '2026-11-24T04:30:00.000Z',
  slot_date: '2026-11-24',
  slot_time: '10:00',
  product_name: 'MRI Brain',
  centre: { id: 3, name: 'Nirmal Imaging Ameerpet', organisation_name: 'Nirmal Imaging' },
  service: 'walkin',
  patient_name: 'Asha Rao',
  phone_masked: '98XXXXXX10',
  status: 'confirmed',
  total: 3750,
  made_by_agent: false,
};

const detail: BookingDetailView = {
  erased_at: null,
  reference: 'DX-7KQ2MP',
  status: 'cancelled_by_patient',
  service: 'home-service',
  slot_start: '2026-11-24T04:30:00.000Z',
  slot_date: '2026-11-24',
  slot_time: '10:00',
  product: { name: 'CBC', random_id: 'ab12cd' },
  centre: {
    id: 3,
    name: 'Nirmal Imaging SR Nagar',
    address: 'Road No. 1',
    organisation_name: 'Nirmal Imaging',
    area_name: 'Ameerpet',
    pincode: '500016',
    city_name: 'Hyderabad',
  },
  patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
  for_member: null,
  home: { address: '4-2-11, Lane 3', pincode: '500016', landmark: 'Opposite the park' },
  price: 300,
  night_adjustment: 0,
  home_collection_fee: 99,
  total: 399,
  created_at: '2026-11-20T06:00:00.000Z',
  updated_at: '2026-11-21T06:00:00.000Z',
  made_by: { staff_id: 'staff-agent', name: 'Asha Agent', email: 'agent@example.in' },
  lead_id: 17,
  safety: null,
  history: [
    {
      at: '2026-11-20T06:00:00.000Z',
      from: null,
      to: 'booked',
      actor: 'staff',
      reason: null,
    },
    {
      at: '2026-11-21T06:00:00.000Z',
      from: 'booked',
      to: 'cancelled_by_patient',
      actor: 'patient',
      reason: null,
    },
  ],
  messages: [
    {
      label: 'Booking received',
      channel: 'SMS',
      toMember: false,
      status: 'sent',
      at: '2026-11-20T06:00:05.000Z',
      reason: null,
    },
    {
      label: 'Preparation reminder',
      channel: 'WhatsApp',
      toMember: true,
      status: 'failed',
      at: '2026-11-23T13:30:00.000Z',
      reason: 'gateway answered 503',
    },
  ],
};

describe('the bookings search form', () => {
  it('offers centre staff their own centres and shows each field’s message by it', () => {
    render(
      <BookingsFilters
        values={{ number: '12345', centre: '4' }}
        errors={{
          number: 'Enter a valid 10-digit mobile number',
          date: 'is not a date in the calendar',
        }}
        centres={[
          {
            id: 4,
            name: 'Nirmal Imaging Ameerpet',
            organisation_name: 'Nirmal Imaging',
            area_name: 'Ameerpet',
          },
        ]}
      />,
    );
    const centre = screen.getByRole('combobox', { name: /Centre/ });
    expect(
      within(centre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All my centres', 'Nirmal Imaging Ameerpet, Ameerpet']);
    expect(centre).toHaveValue('4');
    const number = screen.getByRole('textbox', { name: /Patient’s number/ });
    expect(number).toHaveValue('12345');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a valid 10-digit mobile number');
    expect(screen.getByText('Slot date is not a date in the calendar')).toBeInTheDocument();
  });

  it('asks admin and agents for a centre id', () => {
    render(<BookingsFilters values={{}} errors={{}} centres={null} />);
    expect(screen.getByRole('textbox', { name: 'Centre id' })).toHaveAttribute('name', 'centre');
    expect(screen.getByRole('search')).toHaveAttribute('method', 'get');
  });
});

it('lists bookings with the number masked, each linking to its own page', () => {
  render(<BookingsTable rows={[row]} />);
  expect(screen.getByRole('link', { name: 'DX-7KQ2MP' })).toHaveAttribute(
    'href',
    '/ops/bookings/DX-7KQ2MP/',
  );
  expect(screen.getByText('98XXXXXX10')).toBeInTheDocument();
  expect(screen.getByText('Tue, 24 Nov 2026, 10:00')).toBeInTheDocument();
  expect(screen.getByText('₹3,750')).toBeInTheDocument();
});

it('shows a booking’s number in full as a link to call it, and who made it from which lead', () => {
  render(<BookingDetail booking={detail} />);
  expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  expect(screen.getByText('4-2-11, Lane 3, 500016 (near Opposite the park)')).toBeInTheDocument();
  expect(screen.getByText('Asha Agent (agent@example.in)')).toBeInTheDocument();
  expect(screen.getByText('#17')).toBeInTheDocument();
  expect(screen.getByText('₹99')).toBeInTheDocument();
  expect(screen.queryByText('Night adjustment')).toBeNull();
  expect(screen.getByText('Cancelled', { selector: 'p > strong' })).toBeInTheDocument();
});

it("shows a family member's booking: the member as the patient, booked by the holder, number masked", () => {
  const forMember = {
    member_id: 4,
    name: 'Lakshmi Devi',
    relation: 'mother' as const,
    age: 68,
    booked_by_masked: '98XXXXXX10',
  };
  const patient = { name: 'Lakshmi Devi', age: 68, gender: 'female', phone: '9876543210' };
  render(<BookingDetail booking={{ ...detail, patient, for_member: forMember }} />);
  const facts = within(screen.getByRole('region', { name: 'Patient' }));
  expect(facts.getByText('Lakshmi Devi')).toBeInTheDocument();
  expect(facts.getByText('Family member: Mother of the account holder')).toBeInTheDocument();
  expect(facts.getByText('Account holder 98XXXXXX10')).toBeInTheDocument();
});

it("says no family member for the holder's own booking", () => {
  render(<BookingDetail booking={detail} />);
  expect(screen.queryByText('Booked by')).toBeNull();
});

it('shows the booking’s history: each status with when and by whom', () => {
  render(<BookingDetail booking={detail} />);
  const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    '20 Nov 2026, 11:30 IST: Waiting for the centre, by staff',
    '21 Nov 2026, 11:30 IST: Cancelled, by the patient',
  ]);
});

it('shows how each message to the patient fared, with the reason a failed one gives', () => {
  render(<BookingDetail booking={detail} />);
  const list = within(screen.getByRole('region', { name: 'Messages to the patient' }));
  const [received, reminder] = list.getAllByRole('listitem');
  expect(received).toHaveTextContent('Booking received (SMS): sent, 20 Nov 2026, 11:30');
  expect(reminder).toHaveTextContent(
    'Preparation reminder (WhatsApp to the family member): failed, 23 Nov 2026, 19:00 (gateway answered 503)',
  );
});

it('shows every safety answer with its question, the ones that matter marked, and the instructions given', () => {
  const safety = {
    answers: [
      { question: 'Any other implant?', answer: 'Yes', detail: 'knee, 2019', matters: true },
      { question: 'Asthma?', answer: 'No', detail: null, matters: false },
    ],
    instructions: ['Bring the implant’s card.'],
    unreadable: false,
  };
  render(<BookingDetail booking={{ ...detail, safety }} />);
  const region = within(screen.getByRole('region', { name: 'Safety answers before the test' }));
  const rows = region.getAllByRole('row').map((r) => r.textContent);
  expect(rows).toEqual(['Any other implant?Yes (knee, 2019)', 'Asthma?No']);
  expect(region.getByText('Yes', { selector: 'strong' })).toBeInTheDocument();
  expect(region.queryByText('No', { selector: 'strong' })).toBeNull();
  expect(region.getByRole('listitem')).toHaveTextContent('Bring the implant’s card.');
});

it('has no safety section when the test asked nothing', () => {
  render(<BookingDetail booking={detail} />);
  expect(screen.queryByRole('region', { name: 'Safety answers before the test' })).toBeNull();
});

it('says when the answers could not be opened, and still shows the test’s own instructions', () => {
  const safety = { answers: [], unreadable: true, instructions: ['Come with a full bladder.'] };
  render(<BookingDetail booking={{ ...detail, safety }} />);
  const region = within(screen.getByRole('region', { name: 'Safety answers before the test' }));
  expect(region.getByText(/could not be opened: ask the patient again/)).toBeInTheDocument();
  expect(region.queryByRole('table')).toBeNull();
  expect(region.getByRole('listitem')).toHaveTextContent('Come with a full bladder.');
});
