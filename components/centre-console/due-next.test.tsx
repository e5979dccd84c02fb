/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { DeadlineRow } from '@/lib/centre-console/deadlines';
import { DueNext } from './due-next';

// What is due next as the front desk reads it: overdue ones marked, what to do on each, and the
// report's actions (the new-time form) beside report deadlines only.

const row = (kind: DeadlineRow['kind'], overdue: boolean, extra: Partial<DeadlineRow> = {}) => ({
  kind,
  due_at: '2026-12-01T06:30:00.000Z',
  overdue,
  reference: `REF-${kind}-${overdue ? 'late' : 'due'}`,
  slot_date: '2026-12-01',
  centre_id: 3,
  centre_name: 'Ameerpet',
  test: 'CBC',
  patient_name: 'Asha Rao',
  phone_masked: '98XXXXXX10',
  new_time: false,
  offers_new_time: false,
  ...extra,
});

it('marks the overdue ones, says what to do, and puts the report actions beside reports', () => {
  render(
    <DueNext
      deadlines={{
        rows: [
          row('report', true),
          row('accept', true),
          row('collect', false),
          row('report', false, { new_time: true }),
        ],
        more: 2,
      }}
      showCentre={false}
      reportActions={(r) => <button type="button">New time for {r.reference}</button>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Due next (6, 2 overdue)' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Overdue');
  expect(items[0]).toHaveTextContent('Report late: upload it now, or give the patient a new time.');
  expect(within(items[0]!).getByRole('link', { name: 'REF-report-late' })).toHaveAttribute(
    'href',
    '/partner/?date=2026-12-01&centre=3#booking-REF-report-late',
  );
  expect(items[1]).toHaveTextContent('Not answered in time: accept or decline now.');
  expect(items[2]).not.toHaveTextContent('Overdue');
  expect(items[3]).toHaveTextContent('Upload the report by the new time you gave.');
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'New time for REF-report-late',
    'New time for REF-report-due',
  ]);
  expect(screen.getByText(/And 2 more, due later/)).toBeInTheDocument();
});

it('says when nothing is due', () => {
  render(<DueNext deadlines={{ rows: [], more: 0 }} showCentre />);
  expect(screen.getByText(/Nothing due/)).toBeInTheDocument();
});
