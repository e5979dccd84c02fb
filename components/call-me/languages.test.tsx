/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { CallMeCalls } from '@/lib/call-me/client';
import { renderIntl } from '@/lib/testing/intl';
import { CallMeForm } from './call-me-form';

// The messages are read from disk as on the server (lib/i18n/messages): its guard against a
// browser import would see jsdom's window.
jest.mock('../../lib/server-api/server-only', () => ({}));

const calls = { callMe: jest.fn() } as unknown as CallMeCalls;
const form = (knownPhone: string | null) => (
  <CallMeForm tooltip="lowPrice" onSuccess={() => {}} calls={calls} knownPhone={knownPhone} />
);

describe('CallMeForm in Telugu and Hindi', () => {
  it('asks for the number in Telugu, and the form says Telugu when sent without script', () => {
    const { container } = renderIntl(form(null), { locale: 'te' });
    expect(screen.getByLabelText('మొబైల్ నంబర్')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'తర్వాత' })).toBeInTheDocument();
    expect(
      screen.getByText('తక్కువ ధర సెంటర్లు చూడటానికి దయచేసి 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి'),
    ).toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe('te');
  });

  it('tells a logged-in patient the number in Hindi', () => {
    const { container } = renderIntl(form('9876543210'), { locale: 'hi' });
    expect(screen.getByText(/हम आपको/).textContent).toMatch(/^हम आपको .*98765.*43210 पर कॉल करेंगे।$/);
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('input[name="language"]')?.value).toBe('hi');
  });
});
