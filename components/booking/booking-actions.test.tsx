/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { BookingActions } from './booking-actions';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const actions = (
  <BookingActions
    reference="DX-7KQ2MP"
    productRandomId="ay5jt4"
    centreId={7}
    cancelled={false}
    calendarHref="/booking/DX-7KQ2MP/calendar.ics"
  />
);

it('Reschedule and Cancel wait for the script: a press during loading is not lost', () => {
  const root = beforeScript(actions);
  expect(buttonNames(root)).toEqual(['Reschedule', 'Cancel booking']);
  expect(pressable(root).enabled).toEqual([]);
});

it('Cancel booking asks first once React runs', () => {
  render(actions);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
});
