/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { CentreSettingsView } from '@/lib/centre-console/centre-view';
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { CentreForms } from './centre-forms';
import { MoveActions } from './move-actions';
import { ReportUpload } from './report-upload';

// The centre's changes, before the page's script runs: every form posts and every button
// waits, so a press during loading neither reloads the page with the fields in its address nor
// is lost while looking done.

const centre: CentreSettingsView = {
  id: 3,
  name: 'Nirmal Imaging Ameerpet',
  settings: {
    opens_at: '08:00',
    closes_at: '20:00',
    slot_minutes: 30,
    slot_capacity: 2,
    ack_minutes: 60,
    late_credit: 100,
    home_window_minutes: 60,
  },
  closed_dates: [{ date: '2026-12-25', reason: 'Christmas' }],
  blocked_slots: [{ slot_start: '2026-11-24T04:30:00.000Z', label: '24 Nov, 10:00', booked: 0 }],
  prices: [
    {
      product_random_id: 'ay5jt4',
      name: 'MRI Brain',
      price: 3000,
      list_price: 4000,
      report_hours: null,
      product_report_hours: 24,
    },
  ],
};

describe('before the script runs', () => {
  it('the centre’s settings, slots, days and prices post, and their buttons wait', () => {
    const root = beforeScript(<CentreForms centre={centre} />);
    expect(buttonNames(root)).toEqual([
      'Save',
      'Block',
      'Open again',
      'Close the day',
      'Open again',
      'Save',
    ]);
    expect(pressable(root)).toEqual({ methods: ['post', 'post', 'post', 'post'], enabled: [] });
  });

  it('a booking’s moves and its report upload wait', () => {
    const moves = beforeScript(
      <MoveActions reference="DX-7KQ2MP" moves={['technician_assigned', 'cancelled_by_centre']} />,
    );
    expect(buttonNames(moves)).toEqual(['Assign technician', 'Decline']);
    expect(pressable(moves).enabled).toEqual([]);
    const upload = beforeScript(<ReportUpload reference="DX-7KQ2MP" replacing={false} />);
    expect(buttonNames(upload)).toEqual(['Upload report']);
    expect(pressable(upload)).toEqual({ methods: ['post'], enabled: [] });
  });
});

it('a move that asks for more opens a form that posts', () => {
  render(<MoveActions reference="DX-7KQ2MP" moves={['technician_assigned']} />);
  fireEvent.click(screen.getByRole('button', { name: 'Assign technician' }));
  const form = screen.getByRole('button', { name: 'Assign' }).closest('form')!;
  expect(form.method).toBe('post');
  expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled();
});
