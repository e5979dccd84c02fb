/** @jest-environment jsdom */
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { LogoutButton } from './logout-button';

// Log out before the page's script runs: the button waits, so a press during loading is not lost
// while looking done.

describe('before the script runs', () => {
  it('Log out waits', () => {
    const root = beforeScript(<LogoutButton />);
    expect(buttonNames(root)).toEqual(['Log out']);
    expect(pressable(root).enabled).toEqual([]);
  });
});
