/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RequestError } from '@/lib/browser-api/client';
import type { AuthApi } from '@/lib/accounts/api';
import { beforeScript, pressable } from '@/components/ui/testing';
import { PhoneCode, RESEND_AFTER_MS } from './phone-code';

const REQUEST_ID = '6f1c3a52-1f0e-4c1e-9d55-3f2a4b7c8d9e';
const refusal = (subCode: string, reason: string) =>
  new RequestError(reason, 401, 'server', 401, subCode, {});

function fakeAuth(verify: jest.Mock): AuthApi & { sendCode: jest.Mock } {
  return {
    sendCode: jest.fn(async () => ({ request_id: REQUEST_ID, expires_at: '' })),
    verify,
    logout: jest.fn(),
  } as unknown as AuthApi & { sendCode: jest.Mock };
}

function setup(verify = jest.fn(), phone: string | null = '9876543210') {
  const api = fakeAuth(verify);
  const onVerified = jest.fn();
  const view = render(<PhoneCode phone={phone} onVerified={onVerified} api={api} />);
  return { api, onVerified, ...view };
}

async function sendAndType(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const input = await screen.findByLabelText('6-digit code');
  fireEvent.change(input, { target: { value: code } });
  return input;
}

it('cannot send before the number is a mobile number', () => {
  setup(jest.fn(), null);
  expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
});

it('cannot send before the script runs, so an early press is not taken and lost', () => {
  const root = beforeScript(
    <PhoneCode phone="9876543210" onVerified={() => {}} api={fakeAuth(jest.fn())} />,
  );
  expect(root.querySelector('button')).toHaveTextContent('Send code');
  expect(pressable(root).enabled).toEqual([]);
});

it('sends the code, then verifies the 6 digits against the request it was sent for', async () => {
  const verify = jest.fn(async () => ({ is_logged_in: true, customer_phone: '9876543210' }));
  const { api, onVerified } = setup(verify);
  await sendAndType('12 34 56');
  expect(api.sendCode).toHaveBeenCalledWith('9876543210');
  expect(screen.getByText(/We sent a 6-digit code to \+91 98765 43210/)).toBeInTheDocument();
  expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onVerified).toHaveBeenCalledWith('9876543210'));
  expect(verify).toHaveBeenCalledWith(REQUEST_ID, '123456');
});

it('a wrong code shows the reason and lets the patient try again', async () => {
  const verify = jest.fn(async () => {
    throw refusal('otp_wrong', 'That code is not right. 4 tries left.');
  });
  const { onVerified } = setup(verify);
  const input = await sendAndType('000000');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('4 tries left');
  expect(input).toHaveValue('');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onVerified).not.toHaveBeenCalled();
});

it('a dead request (5 wrong tries, expired, used) goes back to sending a new one', async () => {
  const verify = jest.fn(async () => {
    throw refusal('otp_locked', 'Too many wrong tries: this code no longer works.');
  });
  setup(verify);
  await sendAndType('000000');
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong tries');
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  expect(screen.queryByLabelText('6-digit code')).toBeNull();
});

it('Enter in the code verifies and never submits the form around it', async () => {
  const verify = jest.fn(async () => ({ is_logged_in: true, customer_phone: '9876543210' }));
  const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <PhoneCode phone="9876543210" onVerified={jest.fn()} api={fakeAuth(verify)} />
    </form>,
  );
  const input = await sendAndType('123456');
  fireEvent.keyDown(input, { key: 'Enter' });
  await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
  expect(onSubmit).not.toHaveBeenCalled();
});

it('offers a new code only after 30 seconds', async () => {
  jest.useFakeTimers();
  try {
    const { api } = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
    const again = screen.getByRole('button', { name: 'Send a new code' });
    expect(again).toBeDisabled();
    act(() => jest.advanceTimersByTime(RESEND_AFTER_MS));
    expect(again).toBeEnabled();
    await act(async () => fireEvent.click(again));
    expect(api.sendCode).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

it('when no new SMS went (one had just been sent), asks for the latest code received', async () => {
  const { api } = setup();
  api.sendCode.mockResolvedValueOnce({ request_id: REQUEST_ID, expires_at: '', code_sent: false });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(
    await screen.findByText(
      'A code went to +91 98765 43210 moments ago: enter the latest one you received.',
    ),
  ).toBeInTheDocument();
});

it('opening a booking never says whether the number was the booking’s', async () => {
  const verify = jest.fn(async () => ({ ok: true }));
  const sendCode = jest.fn(async () => ({ request_id: REQUEST_ID }));
  const onVerified = jest.fn();
  render(
    <PhoneCode
      phone="9876543210"
      purpose="booking"
      onVerified={onVerified}
      api={{ sendCode, verify }}
    />,
  );
  await sendAndType('123456');
  expect(
    screen.getByText(
      /If \+91 98765 43210 is the number this booking was made with, we have sent it a 6-digit code/,
    ),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(onVerified).toHaveBeenCalledWith('9876543210'));
  expect(verify).toHaveBeenCalledWith(REQUEST_ID, '123456');
});
