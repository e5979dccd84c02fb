// The late report's messages: the apology with its due time, the centre's new time when given,
// and the credit with no claim; the new time alone once the patient was told.
import { messageText, type BookingFacts } from './templates';

const due = new Date('2026-12-01T11:30:00Z'); // 5:00 PM in India
const later = new Date('2026-12-01T13:30:00Z'); // 7:00 PM
const booking = (report: BookingFacts['report']): BookingFacts => ({
  reference: 'DX-AAAAAA',
  test: 'CBC',
  centre: 'Sahyadri Labs',
  address: 'Baner',
  service: 'walkin',
  slot: new Date('2026-12-01T05:30:00Z'),
  preparation: { isFastingRequired: false, fastingHours: null, preparationHtml: null },
  link: 'https://www.diagnobook.in/booking/DX-AAAAAA/',
  report,
});
const text = (
  kind: 'report_late' | 'report_new_time',
  report: BookingFacts['report'],
  language: 'en' | 'hi' = 'en',
) =>
  messageText(kind, {
    booking: booking(report),
    stopLink: 'https://www.diagnobook.in/stop/x/',
    now: due,
    language,
  });

it('apologises with the due time, the credit and the centre’s new time', () => {
  const said = text('report_late', { dueAt: due, newDueAt: later, credit: 120 });
  expect(said).toMatch(
    /we are sorry, your report was not ready by 1 Dec 2026, 5:00 PM as promised/,
  );
  expect(said).toMatch(/The centre now promises it by 1 Dec 2026, 7:00 PM\./);
  expect(said).toMatch(/Rs 120 is taken off your next booking, no claim needed\./);
});

it('says no new time before the centre gives one, and no credit when none was promised', () => {
  const said = text('report_late', { dueAt: due, newDueAt: null, credit: 0 });
  expect(said).not.toMatch(/now promises|taken off/);
  expect(said).toContain('https://www.diagnobook.in/booking/DX-AAAAAA/');
});

it('tells the new time alone, in the patient’s language', () => {
  expect(text('report_new_time', { dueAt: due, newDueAt: later, credit: 120 }, 'hi')).toMatch(
    /सेंटर ने आपकी रिपोर्ट के लिए नया समय दिया है: 1 दिसंबर, 7:00 pm तक।/,
  );
});
