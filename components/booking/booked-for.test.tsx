/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import type { BookingView } from '@/lib/booking/client';
import { renderIntl } from '@/lib/testing/intl';
import { BookedFor } from './booked-for';
import { groupByMember } from './my-booking-groups';

jest.mock('../../lib/server-api/server-only', () => ({}));

const mother = {
  member_id: 4,
  name: 'Lakshmi Devi',
  relation: 'mother' as const,
  age: 68,
  booked_by_masked: '98XXXXXX10',
};

it('says whom the booking is for and who booked it, the number masked', () => {
  renderIntl(<BookedFor forMember={mother} />);
  expect(screen.getByText(/^For: Lakshmi Devi \(Mother, 68\)/)).toBeInTheDocument();
  expect(screen.getByText('Booked by 98XXXXXX10')).toBeInTheDocument();
});

it('in Hindi and Telugu too', () => {
  renderIntl(<BookedFor forMember={mother} />, { locale: 'hi' });
  expect(screen.getByText(/किसके लिए: Lakshmi Devi \(माँ, 68\)/)).toBeInTheDocument();
  renderIntl(<BookedFor forMember={mother} />, { locale: 'te' });
  expect(screen.getByText('బుక్ చేసినవారు: 98XXXXXX10')).toBeInTheDocument();
});

it("says nothing for the holder's own booking", () => {
  const { container } = renderIntl(<BookedFor forMember={null} />);
  expect(container).toBeEmptyDOMElement();
});

it("groups My bookings by member, the holder's own first, each in the list's order", () => {
  const booking = (reference: string, forMember: BookingView['for_member']) =>
    ({ reference, for_member: forMember }) as BookingView;
  const son = { ...mother, member_id: 9, name: 'Ravi', relation: 'son' as const, age: 12 };
  const groups = groupByMember([
    booking('A', mother),
    booking('B', null),
    booking('C', son),
    booking('D', mother),
    booking('E', null),
  ]);
  expect(groups.map((g) => [g.member?.name ?? 'me', g.bookings.map((b) => b.reference)])).toEqual([
    ['me', ['B', 'E']],
    ['Lakshmi Devi', ['A', 'D']],
    ['Ravi', ['C']],
  ]);
  expect(groupByMember([booking('B', null)]).map((g) => g.key)).toEqual(['me']);
});
