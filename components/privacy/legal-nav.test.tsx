/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderIntl } from '@/lib/testing/intl';
import { LegalNav } from './legal-nav';

// The messages are read from disk by a server module; its marker throws where a window exists,
// and Jest's path mapping does not reach the compiled relative import.
jest.mock('../../lib/server-api/server-only', () => ({}));

describe('the footer’s legal links', () => {
  it('stay in the page’s language', () => {
    renderIntl(<LegalNav />, { locale: 'hi' });
    const nav = screen.getByRole('navigation', { name: 'कानूनी जानकारी और आपका डेटा' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता सूचना' })).toHaveAttribute(
      'href',
      '/hi/privacy/',
    );
    expect(screen.getByRole('link', { name: 'मेरा डेटा' })).toHaveAttribute('href', '/hi/my-data/');
  });

  it('in Telugu', () => {
    renderIntl(<LegalNav />, { locale: 'te' });
    expect(screen.getByRole('link', { name: 'బుకింగ్ నిబంధనలు' })).toHaveAttribute(
      'href',
      '/te/terms/',
    );
  });

  it('in English at today’s addresses, with today’s words', () => {
    renderIntl(<LegalNav />);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [
        ['Privacy notice', '/privacy/'],
        ['Terms of booking', '/terms/'],
        ['Accessibility', '/accessibility/'],
        ['My data', '/my-data/'],
      ],
    );
  });
});
