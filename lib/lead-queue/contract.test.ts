import { noteBody, outcomeBody } from './contract';
import { indiaLocalInputValue, indiaLocalToIso, waitLabel } from './format';
import { parseLeadId } from './id';
import { afterNotReachable } from './states';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('outcome body', () => {
  it('takes each outcome with what it needs', () => {
    expect(outcomeBody.parse({ outcome: 'not_reachable' })).toEqual({ outcome: 'not_reachable' });
    expect(
      outcomeBody.parse({ outcome: 'call_back', at: '2026-11-21T16:00:00+05:30', note: ' ok ' }),
    ).toEqual({ outcome: 'call_back', at: '2026-11-21T16:00:00+05:30', note: 'ok' });
    expect(outcomeBody.parse({ outcome: 'booked', booking_reference: ' dx-7kq2mp ' })).toEqual({
      outcome: 'booked',
      booking_reference: 'DX-7KQ2MP',
    });
    // An empty note box is no note.
    expect(outcomeBody.parse({ outcome: 'wrong_number', note: '   ' })).toEqual({
      outcome: 'wrong_number',
    });
  });

  it('says what is wrong, field by field', () => {
    expect(issues(outcomeBody.safeParse({ outcome: 'maybe' }))).toEqual([
      'outcome: must be one of booked, call_back, not_reachable, not_interested, wrong_number',
    ]);
    expect(issues(outcomeBody.safeParse({ outcome: 'call_back', at: '21/11/2026 4 pm' }))).toEqual([
      'at: must be a date and time such as 2026-11-21T15:30:00+05:30',
    ]);
    expect(issues(outcomeBody.safeParse({ outcome: 'booked' }))).toEqual([
      'booking_reference: is required',
    ]);
    expect(
      issues(outcomeBody.safeParse({ outcome: 'not_interested', note: 'x'.repeat(1001) })),
    ).toEqual(['note: must be at most 1000 characters']);
  });
});

describe('note body', () => {
  it('keeps line breaks and refuses empty text and control characters', () => {
    expect(noteBody.parse({ body: ' a\r\nb\tc ' })).toEqual({ body: 'a\nb\tc' });
    expect(issues(noteBody.safeParse({ body: '   ' }))).toEqual(['body: must not be empty']);
    expect(issues(noteBody.safeParse({ body: 'bell\u0007' }))).toEqual([
      'body: must be plain text (no control characters)',
    ]);
    expect(issues(noteBody.safeParse({}))).toEqual(['body: must be text']);
  });
});

describe('times', () => {
  it('reads a datetime-local value as India time, whatever the browser zone', () => {
    expect(indiaLocalToIso('2026-11-21T15:30')).toBe('2026-11-21T15:30:00+05:30');
    expect(new Date(indiaLocalToIso('2026-11-21T15:30')!).toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(indiaLocalToIso('tomorrow')).toBeNull();
    expect(indiaLocalInputValue(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T15:30');
  });

  it('writes waits as agents say them', () => {
    expect([0, 1, 59, 60, 125, 24 * 60, 27 * 60 + 5].map(waitLabel)).toEqual([
      'just now',
      '1 min',
      '59 min',
      '1 h',
      '2 h 5 min',
      '1 d',
      '1 d 3 h',
    ]);
  });

  it('spaces retries 30 minutes, then 2 hours, and closes at the third', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(afterNotReachable(0, now)).toEqual({
      attempts: 1,
      status: 'retry',
      dueAt: new Date('2026-11-21T10:30:00Z'),
    });
    expect(afterNotReachable(1, now)).toEqual({
      attempts: 2,
      status: 'retry',
      dueAt: new Date('2026-11-21T12:00:00Z'),
    });
    expect(afterNotReachable(2, now)).toEqual({ attempts: 3, status: 'unreachable' });
  });
});

it('takes only positive whole numbers as lead ids', () => {
  expect(['12', '1', '9007199254740991'].map(parseLeadId)).toEqual([12, 1, 9007199254740991]);
  expect(
    ['0', '-1', '1.5', '01', 'abc', '', '99999999999999999', undefined].map(parseLeadId),
  ).toEqual(Array(8).fill(null));
});
