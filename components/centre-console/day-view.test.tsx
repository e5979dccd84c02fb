/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CentreDay, DayRow } from '@/lib/centre-console/day';
import { DayView } from './day-view';

// A family member's booking on the centre's day: the patient's name as for any booking, and the
// number said to be the family's who booked it, masked as every number on the console is.

const row = (reference: string, extra: Partial<DayRow> = {}): DayRow => ({
  reference,
  centre_id: 3,
  centre_name: 'Ameerpet',
  slot_time: '10:00',
  window_end: null,
  test: 'CBC',
  patient_name: 'Asha Rao',
  phone_masked: '98XXXXXX10',
  booked_by_family: false,
  patient_relation: null,
  erased: false,
  status: 'confirmed',
  status_label: 'Confirmed',
  is_new: false,
  ack_due_at: null,
  ack_overdue: false,
  late: false,
  report_due_at: null,
  report_breached: false,
  technician: null,
  moves: [],
  safety: null,
  ...extra,
});

it("says booked by family, number masked, on a member's booking and not on the holder's own", () => {
  const day: CentreDay = {
    date: '2026-12-01',
    centres: null,
    centre_id: 3,
    walkin: [
      row('DX-OWN001'),
      row('DX-FAM001', {
        patient_name: 'Lakshmi Devi',
        booked_by_family: true,
        patient_relation: 'mother',
      }),
    ],
    home: [],
    deadlines: { rows: [], more: 0 },
  };
  render(<DayView day={day} />);
  expect(
    screen.getByText(/CBC · Lakshmi Devi \(Mother\) · Booked by family 98XXXXXX10 · DX-FAM001/),
  ).toBeInTheDocument();
  expect(screen.getByText(/CBC · Asha Rao · 98XXXXXX10 · DX-OWN001/)).toBeInTheDocument();
  expect(screen.getAllByText(/Booked by family/)).toHaveLength(1);
});

it('shows the safety answers that matter, nothing declared, and nothing for a test that asks nothing', () => {
  const day: CentreDay = {
    date: '2026-12-01',
    centres: null,
    centre_id: 3,
    walkin: [
      row('DX-MRI001', {
        safety: ['Claustrophobia: yes', 'Weight: 92 kg', 'Other implant: yes (knee, 2019)'],
      }),
      row('DX-MRI002', { safety: [] }),
      row('DX-CBC001'),
    ],
    home: [],
    deadlines: { rows: [], more: 0 },
  };
  const { container } = render(<DayView day={day} />);
  const card = (reference: string) => container.querySelector(`#booking-${reference}`)!;
  expect(card('DX-MRI001').textContent).toContain(
    'Safety: Claustrophobia: yes · Weight: 92 kg · Other implant: yes (knee, 2019)',
  );
  expect(card('DX-MRI002').textContent).toContain('Safety: nothing declared');
  expect(card('DX-CBC001').textContent).not.toContain('Safety');
});
