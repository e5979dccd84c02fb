/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { beforeScript, pressable } from '@/components/ui/testing';
import { LogoutButton } from './logout-button';

it('Log out waits for the script, so an early press is not lost', () => {
  const root = beforeScript(<LogoutButton />);
  expect(root.querySelector('button')).toHaveTextContent('Log out');
  expect(pressable(root).enabled).toEqual([]);
  render(<LogoutButton />);
  expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
});
