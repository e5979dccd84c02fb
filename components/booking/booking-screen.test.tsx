/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { bookableDates } from '@/lib/booking/schedule';
import { dayLabel, indiaDate, indiaInstant } from '@/lib/locale/india';
import type { AuthApi } from '@/lib/accounts/client';
import type { BookingApi } from '@/lib/booking/api';
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { screenCentre, screenSlot } from '@/lib/testing/booking-screen';
import type { TestFacts } from '@/lib/safety/client';
import { BookingScreen } from './booking-screen';

// The booking screen's one-time code step: nobody books in someone else's name.

const NOW = new Date('2026-11-21T06:30:00Z');
const DATE = bookableDates(NOW)[0]!;
const centre = screenCentre();
const slot = screenSlot(DATE);

function apis() {
  const booking = {
    centres: jest.fn(async () => ({ centres: [centre] })),
    slots: jest.fn(async () => ({ date: DATE, dates: [DATE], slots: [slot] })),
    create: jest.fn(async () => ({ booking: { page_url: '/booking/DX-ABCDEF/' } })),
  } as unknown as BookingApi & { create: jest.Mock };
  const auth = {
    sendCode: jest.fn(async () => ({ request_id: 'r-1', expires_at: '' })),
    verify: jest.fn(async () => ({ is_logged_in: true, customer_phone: '9876543210' })),
    logout: jest.fn(),
  } as unknown as AuthApi & { sendCode: jest.Mock; verify: jest.Mock };
  return { booking, auth };
}

const MRI = { categoryCode: 'mri', urlSlug: 'mri-brain', fasting: false };

function screenFor(
  customerPhone: string | null,
  { booking, auth } = apis(),
  navigate: (url: string) => void = () => {},
  test: TestFacts | null = null,
) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BookingScreen
        productRandomId="ay5jt4"
        test={test}
        callBack={<button type="button">Call me back</button>}
        productName="MRI Brain"
        cityId={1}
        service="walkin"
        centreId={7}
        customerPhone={customerPhone}
        api={booking}
        authApi={auth}
        navigate={navigate}
        area={null}
        now={() => NOW}
        areaSearch={null}
      />
    </SWRConfig>
  );
}

async function open(customerPhone: string | null, test: TestFacts | null = null) {
  const { booking, auth } = apis();
  const navigate = jest.fn();
  render(screenFor(customerPhone, { booking, auth }, navigate, test));
  fireEvent.click(await screen.findByRole('button', { name: /15:00/ }));
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText('Age'), { target: { value: '42' } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'female' } });
  return {
    booking,
    auth,
    navigate,
    confirm: screen.getByRole('button', { name: 'Confirm booking' }),
  };
}

it('an anonymous visitor confirms the number with a code before the booking is made', async () => {
  const { booking, auth, navigate, confirm } = await open(null);
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '98765 43210' } });
  expect(confirm).toBeDisabled();
  expect(screen.getByText(/Confirm the patient's mobile number/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  fireEvent.change(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('✓ Mobile number confirmed')).toBeInTheDocument();
  expect(auth.sendCode).toHaveBeenCalledWith('9876543210');
  expect(auth.verify).toHaveBeenCalledWith('r-1', '123456');

  expect(confirm).toBeEnabled();
  fireEvent.click(confirm);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/booking/DX-ABCDEF/'));
  expect(booking.create.mock.calls[0][0].patient.phone).toBe('98765 43210');
});

it("a logged-in patient's number is prefilled and confirmed; another number needs its code", async () => {
  const { booking, confirm } = await open('9876543210');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  expect(screen.getByText('✓ Mobile number confirmed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  expect(confirm).toBeEnabled();

  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9000000001' } });
  expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  expect(confirm).toBeDisabled();
  fireEvent.click(confirm);
  expect(booking.create).not.toHaveBeenCalled();
});

it('posts, and Confirm waits, before the script runs', () => {
  // A patient's details never go into the address, even pressed during loading.
  const root = beforeScript(screenFor('9876543210'));
  expect(buttonNames(root)).toContain('Confirm booking');
  expect(pressable(root)).toEqual({ methods: ['post'], enabled: [] });
});

it("promises the report for the chosen centre and slot: the centre's hours from the slot, and its credit", async () => {
  render(screenFor('9876543210'));
  expect(await screen.findByText('Report in 24 hours')).toBeInTheDocument();
  expect(screen.queryByText(/^Report by/)).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: /15:00/ }));
  // 15:00 on the slot's day plus 24 hours, in India time.
  const next = indiaInstant(DATE, 15 * 60 + 24 * 60);
  const day = dayLabel(indiaDate(next));
  expect(screen.getByText(/^Report by/).textContent).toBe(
    `Report by ${day}, 3 PM, or ₹100 off your next booking.`,
  );
  expect(
    screen.getByText(/^24 hours from your check-in, expected at 15:00; a later start moves it\.$/),
  ).toBeInTheDocument();
});

describe('the safety questions', () => {
  const answer = (question: RegExp, label: string) =>
    fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(label));

  it('hold Confirm until answered, stop it while an answer blocks, and go with the booking', async () => {
    const { booking, confirm } = await open('9876543210', MRI);
    expect(screen.getByText('Please answer every question above.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    expect(confirm.getAttribute('aria-describedby')).toContain('booking-needs-safety');

    // The patient typed is a woman of 42: pregnancy is asked of her.
    for (const q of [/pacemaker/, /cochlear/, /Metal pieces/, /aneurysm/, /Any other implant/])
      answer(q, 'No');
    answer(/Pregnant/, 'No');
    answer(/closed spaces/, 'No');
    expect(confirm).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Weight in kg'), { target: { value: '64' } });
    expect(confirm).toBeEnabled();
    expect(screen.queryByText('Please answer every question above.')).toBeNull();

    answer(/pacemaker/, 'Yes');
    expect(screen.getByRole('alert')).toHaveTextContent(/radiologist has to check/);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Call me back' }));
    expect(confirm).toBeDisabled();
    expect(document.getElementById('booking-needs-safety')).toHaveTextContent(
      'This test cannot be booked online with this answer',
    );

    answer(/pacemaker/, 'No');
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(booking.create).toHaveBeenCalled());
    expect(booking.create.mock.calls[0][0].safety).toEqual({
      answers: {
        pacemaker: 'no',
        cochlear: 'no',
        metal: 'no',
        clips: 'no',
        implants: 'no',
        pregnancy: 'no',
        claustrophobia: 'no',
        weight: 64,
      },
      details: {},
    });
  });

  it('are not asked, nor sent, for a test without them', async () => {
    const { booking, confirm } = await open('9876543210');
    expect(screen.queryByRole('group', { name: /safety questions/ })).toBeNull();
    fireEvent.click(confirm);
    await waitFor(() => expect(booking.create).toHaveBeenCalled());
    expect(booking.create.mock.calls[0][0]).not.toHaveProperty('safety');
  });
});
