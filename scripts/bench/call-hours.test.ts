import { withinCallHours } from '@/lib/messages/timing';
import { callHoursAround } from './server';

describe("the bench server's call hours", () => {
  it.each([
    '2026-11-26T10:45:00Z', // 16:15 in India
    '2026-11-26T01:45:00Z', // 07:15, before the default hours
    '2026-11-26T18:15:00Z', // 23:45: the window wraps past midnight
    '2026-11-26T19:00:00Z', // 00:30
  ])('hold every lead of a run that starts at %s in call hours', (start) => {
    const now = new Date(start);
    const hours = callHoursAround(now);
    expect(hours).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    for (const minutes of [0, 1, 30, 90, 170]) {
      expect(withinCallHours(new Date(now.getTime() + minutes * 60_000), hours)).toBe(true);
    }
  });
});
