/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { BookingCentreView } from '@/lib/booking/contract';
import { bookableDates } from '@/lib/booking/schedule';
import type { AuthApi } from '@/lib/accounts/client';
import type { BookingApi } from '@/lib/booking/api';
import { consentWordsIn } from '@/lib/privacy/client';
import { screenCentre, screenSlot } from '@/lib/testing/booking-screen';
import { BookingScreen } from './booking-screen';

// The booking screen's "Who is this test for?": me, a saved member, or someone new.

const NOW = new Date('2026-11-21T06:30:00Z');
const DATE = bookableDates(NOW)[0]!;
const centre = screenCentre();
const slot = screenSlot(DATE);

const MEMBERS = [
  {
    id: 11,
    name: 'Lakshmi Devi',
    relation: 'mother',
    birth_date: '1958-03-01',
    age: 68,
    gender: 'female',
    child: false,
    addresses: [
      {
        id: 31,
        city_id: 1,
        address: '4-1-12 Kings Colony, Road No. 3',
        pincode: '500034',
        landmark: 'Near the temple',
        is_default: true,
      },
      {
        id: 32,
        city_id: 1,
        address: 'Flat 9, Lake View',
        pincode: '500082',
        landmark: null,
        is_default: false,
      },
      // Another city's: not offered for a booking here.
      {
        id: 33,
        city_id: 2,
        address: 'Bandra West',
        pincode: '400050',
        landmark: null,
        is_default: false,
      },
    ],
  },
];

function apis(centres: BookingCentreView[] = [centre]) {
  const booking = {
    centres: jest.fn(async () => ({ centres })),
    slots: jest.fn(async () => ({ date: DATE, dates: [DATE], slots: [slot] })),
    create: jest.fn(async () => ({ booking: { page_url: '/booking/DX-ABCDEF/' } })),
    members: jest.fn(async () => ({ members: MEMBERS })),
  } as unknown as BookingApi & { create: jest.Mock; members: jest.Mock };
  const auth = {
    sendCode: jest.fn(async () => ({ request_id: 'r-1', expires_at: '' })),
    verify: jest.fn(async () => ({ is_logged_in: true, customer_phone: '9876543210' })),
    logout: jest.fn(),
  } as unknown as AuthApi & { sendCode: jest.Mock; verify: jest.Mock };
  return { booking, auth };
}

function screenFor(
  customerPhone: string | null,
  { booking, auth } = apis(),
  navigate: (url: string) => void = () => {},
  service: 'walkin' | 'home-service' = 'walkin',
) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookingScreen
        productRandomId="ay5jt4"
        test={null}
        productName="MRI Brain"
        cityId={1}
        service={service}
        centreId={7}
        customerPhone={customerPhone}
        api={booking}
        authApi={auth}
        navigate={navigate}
        area={null}
        now={() => NOW}
        areaSearch={null}
        forFamily
      />
    </SWRConfig>
  );
}

async function pickSlot() {
  fireEvent.click(await screen.findByRole('button', { name: /15:00/ }));
}
const sent = (booking: { create: jest.Mock }) => booking.create.mock.calls[0][0];

it("a logged-in patient picks a saved member: the details are the member's, locked, and the member is sent", async () => {
  const { booking, auth } = apis();
  render(screenFor('9876543210', { booking, auth }));
  await pickSlot();
  const group = await screen.findByRole('group', { name: 'Who is this test for?' });
  expect(group).toBeInTheDocument();
  expect(screen.getByLabelText('Me')).toBeChecked();
  fireEvent.click(await screen.findByLabelText('Lakshmi Devi (Mother, 68)'));
  expect(screen.getByLabelText('Full name')).toHaveValue('Lakshmi Devi');
  expect(screen.getByLabelText('Full name')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Age')).toHaveValue('68');
  expect(screen.getByLabelText('Gender')).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booking.create).toHaveBeenCalled());
  expect(sent(booking)).toMatchObject({
    member_id: 11,
    patient: { name: 'Lakshmi Devi', age: 68, gender: 'female' },
  });
  expect(sent(booking).save_member).toBeUndefined();
});

it('someone new is saved only when ticked; a child needs the guardian declaration, in its words, and gets no offers box', async () => {
  const { booking, auth } = apis();
  render(screenFor('9876543210', { booking, auth }));
  await pickSlot();
  fireEvent.click(await screen.findByLabelText('Lakshmi Devi (Mother, 68)'));
  fireEvent.click(screen.getByLabelText('Someone new'));
  // Leaving the member clears the details for typing.
  expect(screen.getByLabelText('Full name')).toHaveValue('');
  expect(screen.getByLabelText('Full name')).not.toHaveAttribute('readonly');
  expect(screen.queryByLabelText('Relation')).toBeNull();
  fireEvent.click(screen.getByLabelText('Save to My family'));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Chinnu' } });
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  fireEvent.change(screen.getByLabelText('Relation'), { target: { value: 'daughter' } });
  const guardian = consentWordsIn('en').guardian;
  expect(screen.queryByText(guardian)).toBeNull();
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2019-02-02' } });
  expect(screen.getByText(guardian)).toBeInTheDocument();
  expect(screen.queryByText(consentWordsIn('en').marketing)).toBeNull();
  fireEvent.click(screen.getByLabelText(guardian));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booking.create).toHaveBeenCalled());
  expect(sent(booking)).toMatchObject({
    patient: { name: 'Chinnu', age: 7 },
    save_member: { relation: 'daughter', birth_date: '2019-02-02', guardian: true },
  });
  expect(sent(booking).member_id).toBeUndefined();
  expect(sent(booking).marketing_consent).toBeUndefined();
});

it('an adult someone new, not ticked, is not saved; the offers box is there', async () => {
  const { booking, auth } = apis();
  render(screenFor('9876543210', { booking, auth }));
  await pickSlot();
  fireEvent.click(await screen.findByLabelText('Someone new'));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '35' } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'male' } });
  expect(screen.getByText(consentWordsIn('en').marketing)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booking.create).toHaveBeenCalled());
  expect(sent(booking).save_member).toBeUndefined();
  expect(sent(booking).member_id).toBeUndefined();
});

it('a visitor who is not logged in is not asked, and no members are read', async () => {
  const { booking, auth } = apis();
  render(screenFor(null, { booking, auth }));
  await pickSlot();
  expect(screen.queryByRole('group', { name: 'Who is this test for?' })).toBeNull();
  expect(booking.members).not.toHaveBeenCalled();
});

it("home collection offers the member's saved addresses in this city, the default filled in", async () => {
  const { booking, auth } = apis([{ ...centre, home_service: true, home_collection_fee: 100 }]);
  render(screenFor('9876543210', { booking, auth }, () => {}, 'home-service'));
  await pickSlot();
  // "Me" has no saved address: nothing offered, nothing filled.
  expect(screen.queryByLabelText('Saved address')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Address for sample collection')).toHaveValue('');
  fireEvent.click(await screen.findByLabelText('Lakshmi Devi (Mother, 68)'));
  expect(screen.getByLabelText('Address for sample collection')).toHaveValue(
    '4-1-12 Kings Colony, Road No. 3',
  );
  expect(screen.getByLabelText('PIN code')).toHaveValue('500034');
  expect(screen.getByLabelText('Landmark (optional)')).toHaveValue('Near the temple');
  const saved = screen.getByLabelText('Saved address');
  expect(Array.from(saved.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
    'A new address',
    '4-1-12 Kings Colony, Road No. 3, 500034',
    'Flat 9, Lake View, 500082',
  ]);
  fireEvent.change(saved, { target: { value: '32' } });
  expect(screen.getByLabelText('Address for sample collection')).toHaveValue('Flat 9, Lake View');
  expect(screen.getByLabelText('Landmark (optional)')).toHaveValue('');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await waitFor(() => expect(booking.create).toHaveBeenCalled());
  expect(sent(booking)).toMatchObject({
    member_id: 11,
    address: { line: 'Flat 9, Lake View', pincode: '500082' },
  });
  expect(sent(booking).address.landmark).toBeUndefined();
  // A new address empties the fields for typing; going back to Me drops the member's address.
  fireEvent.change(saved, { target: { value: '' } });
  expect(screen.getByLabelText('PIN code')).toHaveValue('');
  fireEvent.change(saved, { target: { value: '31' } });
  fireEvent.click(screen.getByLabelText('Me'));
  expect(screen.getByLabelText('Address for sample collection')).toHaveValue('');
  expect(screen.queryByLabelText('Saved address')).not.toBeInTheDocument();
});
