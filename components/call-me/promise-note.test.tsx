/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { CallBackPromiseNote } from './promise-note';

// 11:00 in India; a promise 15 minutes on, and one at 10 AM the next day.
const NOW = new Date('2026-11-21T05:30:00Z');
const SOON = new Date('2026-11-21T05:45:00Z');
const TOMORROW = new Date('2026-11-22T04:30:00Z');

describe('what the page says was promised, in each language', () => {
  it('in English: within the minutes, or by the time', () => {
    const { unmount } = renderIntl(<CallBackPromiseNote callBy={SOON} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have your request: we will call you within 15 minutes. You can also book now, below.',
    );
    unmount();
    renderIntl(<CallBackPromiseNote callBy={TOMORROW} now={NOW} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have your request: we will call you by 10:00 AM tomorrow.',
    );
  });

  it('in Hindi and Telugu', () => {
    const { unmount } = renderIntl(<CallBackPromiseNote callBy={TOMORROW} now={NOW} />, {
      locale: 'hi',
    });
    expect(screen.getByRole('status')).toHaveTextContent('हम आपको कल 10:00 am तक कॉल करेंगे।');
    unmount();
    renderIntl(<CallBackPromiseNote callBy={SOON} now={NOW} />, { locale: 'te' });
    expect(screen.getByRole('status')).toHaveTextContent('15 నిమిషాల్లో మీకు కాల్ చేస్తాం.');
  });
});
