/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { basicInfo, fakeApi, renderLive } from '@/components/product-page/testing';
import { LiveCallMeForm } from './live-features';

const deferred = () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

function setup(callMe: jest.Mock) {
  const onSuccess = jest.fn();
  renderLive(<LiveCallMeForm tooltip="lowPrice" onSuccess={onSuccess} />, {
    api: fakeApi({ callMe }),
  });
  return { onSuccess, input: screen.getByLabelText('Mobile number') };
}

const tooltip = 'Please enter 10 digit mobile number to view low price centers';

describe('CallMeForm (docs/product.md, States and Validation)', () => {
  beforeEach(() => {
    document.cookie = 'phone_number=; Max-Age=0; Path=/';
  });

  it('shows the tooltip while the number is invalid and hides it once valid', () => {
    const { input } = setup(jest.fn());
    expect(screen.getByText(tooltip)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '98765 4321' } });
    expect(screen.getByText(tooltip)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '+91 98765 43210' } });
    expect(screen.queryByText(tooltip)).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    fireEvent.change(input, { target: { value: '5876543210' } });
    expect(screen.getByText(tooltip)).toBeInTheDocument();
  });

  it('the other tooltip text, pointing centred', () => {
    renderLive(<LiveCallMeForm tooltip="nearBy" pointing="center" onSuccess={jest.fn()} />);
    const tip = screen.getByText('Please enter 10 digit mobile number to view near by centers');
    expect(tip).toHaveClass('tooltip', 'tooltip-center');
  });

  it("reads 'Please Wait' and is disabled while pending; on success stores the number and goes on", async () => {
    const call = deferred();
    const callMe = jest.fn(() => call.promise);
    const { input, onSuccess } = setup(callMe);
    fireEvent.change(input, { target: { value: '09876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Please Wait' })).toBeDisabled();
    expect(callMe).toHaveBeenCalledWith({
      call_me_number: '9876543210',
      source: 'http://localhost/',
    });
    await act(async () => call.resolve({ success: true }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('phone_number=9876543210');
  });

  it('hands the page the time the call was promised by, before going on', async () => {
    const callMe = jest.fn(async () => ({
      success: true,
      do_not_call: false,
      call_by: '2026-11-21T06:45:00.000Z',
    }));
    const promised = jest.fn();
    const onSuccess = jest.fn(() => expect(promised).toHaveBeenCalled());
    renderLive(<LiveCallMeForm tooltip="lowPrice" onSuccess={onSuccess} />, {
      api: fakeApi({ callMe }),
      promised,
    });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(promised).toHaveBeenCalledWith(new Date('2026-11-21T06:45:00.000Z'));
  });

  it("on failure 'Next' comes back enabled with no message, and nothing is stored", async () => {
    const callMe = jest.fn(() => Promise.reject(new Error('Too many requests')));
    const { input, onSuccess } = setup(callMe);
    fireEvent.change(input, { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText(/Too many/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.cookie).not.toContain('phone_number=9876543210');
  });

  it("a logged-in patient is not asked for the number: 'Next' calls back on the session's", async () => {
    const callMe = jest.fn(() => Promise.resolve({ success: true }));
    const onSuccess = jest.fn();
    renderLive(<LiveCallMeForm tooltip="lowPrice" onSuccess={onSuccess} />, {
      api: fakeApi({ callMe }),
      basicInfo: basicInfo({ is_logged_in: true, customer_phone: '9876543210' }),
    });
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
    expect(screen.queryByText(tooltip)).toBeNull();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(callMe).toHaveBeenCalledWith({
      call_me_number: '9876543210',
      source: 'http://localhost/',
    });
  });
});
