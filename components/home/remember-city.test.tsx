/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { RememberCity } from './remember-city';

it('remembers the chosen city for a year, with the policy of its cookie', () => {
  const written = jest.spyOn(document, 'cookie', 'set');
  render(<RememberCity slug="new-delhi" />);
  expect(written).toHaveBeenCalledWith(
    'customer_city=new-delhi; Max-Age=31536000; Path=/; SameSite=Lax',
  );
  expect(document.cookie).toContain('customer_city=new-delhi');
});
