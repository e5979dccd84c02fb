/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StaffLoginForm } from './login-form';

const goTo = jest.fn();
jest.mock('./api', () => ({ ...jest.requireActual('./api'), goTo: (p: string) => goTo(p) }));

const answers: unknown[] = [];
const sent: unknown[] = [];
beforeEach(() => {
  answers.length = 0;
  sent.length = 0;
  goTo.mockReset();
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const [status, body] = answers.shift() as [number, unknown];
    // jsdom has no Response: what the request client reads of one.
    return { ok: status < 400, status, json: async () => body } as unknown as Response;
  }) as typeof fetch;
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('asks for the code after the password, then sends all three and goes on', async () => {
  answers.push([200, { status: 'code_required' }], [200, { status: 'signed_in' }]);
  render(<StaffLoginForm next="/ops/bookings/" />);
  type('Work email', 'asha@example.in');
  type('Password', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByLabelText('Code from your authenticator app');
  type('Code from your authenticator app', '12 34 56');
  fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/ops/bookings/'));
  expect(sent).toEqual([
    { email: 'asha@example.in', password: 'correct horse battery' },
    { email: 'asha@example.in', password: 'correct horse battery', code: '123456' },
  ]);
});

it('takes a backup code instead, and shows the server’s refusal', async () => {
  answers.push(
    [200, { status: 'code_required' }],
    [
      401,
      {
        reason: 'The email, password or code is not right.',
        error_code: 401,
        sub_code: 'invalid_login',
        extra_data: {},
      },
    ],
  );
  render(<StaffLoginForm next="/ops/" />);
  type('Work email', 'asha@example.in');
  type('Password', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  fireEvent.click(await screen.findByRole('button', { name: /Use a backup code/ }));
  type('Backup code', 'AbCde-12345');
  fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The email, password or code is not right.',
  );
  expect(sent.at(-1)).toMatchObject({ code: 'AbCde-12345' });
  expect(goTo).not.toHaveBeenCalled();
});

it('sends a first login to set up the authenticator', async () => {
  answers.push([200, { status: 'enrol' }]);
  render(<StaffLoginForm next="/ops/" />);
  type('Work email', 'new@example.in');
  type('Password', 'first password here');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/ops/enrol/'));
});

it('asks for the code when the address is slowed, so the owner gets in at once', async () => {
  answers.push(
    [
      429,
      {
        reason: 'Too many failed logins for this address. Enter your password with the code…',
        error_code: 429,
        sub_code: 'login_slowed',
        extra_data: { retry_after_seconds: 40, code_required: true },
      },
    ],
    [200, { status: 'signed_in' }],
  );
  render(<StaffLoginForm next="/ops/" />);
  type('Work email', 'asha@example.in');
  type('Password', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed logins');
  type('Code from your authenticator app', '654321');
  fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/ops/'));
  expect(sent.at(-1)).toEqual({
    email: 'asha@example.in',
    password: 'correct horse battery',
    code: '654321',
  });
});

it('posts to the login route, so it works before and without its script', () => {
  render(<StaffLoginForm next="/ops/bookings/" step="code" error="invalid_login" />);
  const form = screen.getByRole('button', { name: 'Verify and log in' }).closest('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/api/staff/login/');
  expect(form.querySelector<HTMLInputElement>('input[name="next"]')!.value).toBe('/ops/bookings/');
  expect(screen.getByRole('alert')).toHaveTextContent('The email, password or code is not right.');
});
