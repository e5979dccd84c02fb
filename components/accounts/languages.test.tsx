/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { LogoutButton } from './logout-button';
import { NumberAndCode } from './number-and-code';
import { PhoneCode } from './phone-code';

// The messages are read from disk by a server module; its marker throws where a window exists,
// and Jest's path mapping does not reach the compiled relative import.
jest.mock('../../lib/server-api/server-only', () => ({}));

const REQUEST_ID = '6f1c3a52-1f0e-4c1e-9d55-3f2a4b7c8d9e';

function fakeApi() {
  return {
    sendCode: jest.fn(async () => ({ request_id: REQUEST_ID })),
    verify: jest.fn(async () => ({ ok: true })),
  };
}

describe('the login code in Hindi', () => {
  it('asks, sends with the page’s language, and confirms in Hindi', async () => {
    const api = fakeApi();
    renderIntl(<PhoneCode phone="9876543210" onVerified={jest.fn()} api={api} />, {
      locale: 'hi',
    });
    expect(screen.getByRole('group', { name: 'एक बार का कोड' })).toBeInTheDocument();
    expect(screen.getByText(/SMS से 6 अंकों का कोड भेजेंगे/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByLabelText('6 अंकों का कोड')).toBeInTheDocument();
    expect(api.sendCode).toHaveBeenCalledWith('9876543210', 'hi');
    expect(
      screen.getByText('हमने +91 98765 43210 पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक काम करता है।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पुष्टि करें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeDisabled();
  });

  it('the number field is labelled in Hindi', () => {
    renderIntl(<NumberAndCode id="login-phone" onVerified={jest.fn()} api={fakeApi()} />, {
      locale: 'hi',
    });
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
  });
});

describe('the login code in Telugu', () => {
  it('opening a booking never says whether the number was the booking’s', async () => {
    const api = fakeApi();
    const onVerified = jest.fn();
    renderIntl(
      <PhoneCode phone="9876543210" purpose="booking" onVerified={onVerified} api={api} />,
      { locale: 'te' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'కోడ్ పంపండి' }));
    const input = await screen.findByLabelText('6 అంకెల కోడ్');
    expect(api.sendCode).toHaveBeenCalledWith('9876543210', 'te');
    expect(
      screen.getByText(/ఈ బుకింగ్ \+91 98765 43210 నంబర్‌తో చేసినదైతే, దానికి 6 అంకెల కోడ్ పంపాము/),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'నిర్ధారించండి' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('9876543210'));
  });

  it('log out is in Telugu', () => {
    renderIntl(<LogoutButton />, { locale: 'te' });
    expect(screen.getByRole('button', { name: 'లాగ్ అవుట్' })).toBeInTheDocument();
  });
});

describe('English inside the provider', () => {
  it('says what it said before, and asks for the code without a language', async () => {
    const api = fakeApi();
    renderIntl(<PhoneCode phone="9876543210" onVerified={jest.fn()} api={api} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    expect(api.sendCode).toHaveBeenCalledWith('9876543210');
    expect(
      screen.getByText('We sent a 6-digit code to +91 98765 43210. It works for 10 minutes.'),
    ).toBeInTheDocument();
  });
});
