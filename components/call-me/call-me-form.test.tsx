/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CallMeCalls } from '@/lib/call-me/client';
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { CallMeForm } from './call-me-form';

// Before the page's script runs, Next cannot be pressed: the number is never sent in the
// address and the press is not lost while the button looks ready.

const calls = { callMe: jest.fn() } as unknown as CallMeCalls;
const form = (knownPhone: string | null) => (
  <CallMeForm tooltip="nearBy" onSuccess={() => {}} calls={calls} knownPhone={knownPhone} />
);

describe('CallMeForm before the script runs', () => {
  it.each([
    ['a visitor', null],
    ['a logged-in patient', '9876543210'],
  ])('for %s it posts, and Next waits', (_who, knownPhone) => {
    const root = beforeScript(form(knownPhone));
    expect(buttonNames(root)).toEqual(['Next']);
    expect(pressable(root)).toEqual({ methods: ['post'], enabled: [] });
  });

  it('offers Next to a logged-in patient once React runs', () => {
    render(form('9876543210'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
