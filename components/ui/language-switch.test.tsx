/** @jest-environment jsdom */
// The header in Hindi and Telugu, and its language switch: each language in its own script, a
// plain form to the route handler, `next` filled with the page's address just before sending.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { SiteHeader } from './site-header';
import { LanguageSwitch } from './language-switch';

jest.mock('../../lib/server-api/server-only', () => ({}));

it('the header in Hindi: its words, its links under /hi/', () => {
  renderIntl(<SiteHeader />, { locale: 'hi' });
  expect(screen.getByRole('link', { name: 'DiagnoBook होम' })).toHaveAttribute('href', '/hi/');
  expect(screen.getByRole('link', { name: 'मेरी बुकिंग' })).toHaveAttribute(
    'href',
    '/hi/my-bookings/',
  );
  const contact = screen.getByRole('navigation', { name: 'हमसे संपर्क करें' });
  expect(within(contact).getByRole('link', { name: 'कॉल करें' })).toBeInTheDocument();
  const chat = within(contact).getByRole('link', { name: 'WhatsApp चैट' });
  expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('मुझे एक जांच बुक करनी है');
});

it('the header in English, as before', () => {
  renderIntl(<SiteHeader />);
  expect(screen.getByRole('link', { name: 'DiagnoBook home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute(
    'href',
    '/my-bookings/',
  );
  expect(screen.getByRole('link', { name: 'Call Us' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Whatsapp Chat' })).toBeInTheDocument();
});

describe('the language switch', () => {
  it('names every language in its own script; the page’s own is marked, the others are buttons', () => {
    renderIntl(<LanguageSwitch />, { locale: 'te' });
    const group = screen.getByRole('group', { name: 'భాష' });
    expect(within(group).getByText('తెలుగు')).toHaveAttribute('aria-current', 'true');
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('name', 'to');
    expect(hindi).toHaveAttribute('value', 'hi');
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('value', 'en');
    expect(within(group).queryByRole('button', { name: 'తెలుగు' })).toBeNull();
    const form = group.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/language/');
  });

  it('fills `next` with the path, query and hash of the page when the form is sent', () => {
    window.history.replaceState(null, '', '/te/hyderabad/?utm_source=google&gclid=x#/mri');
    renderIntl(<LanguageSwitch />, { locale: 'te' });
    const form = screen.getByRole('group').closest('form')!;
    const next = form.querySelector<HTMLInputElement>('input[name="next"]')!;
    expect(next.value).toBe('');
    // jsdom does not submit forms; the submit event is what the browser fires first.
    fireEvent.submit(form);
    expect(next.value).toBe('/te/hyderabad/?utm_source=google&gclid=x#/mri');
  });
});
