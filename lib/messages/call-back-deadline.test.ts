import { callBackDeadline, nextCallHoursOpening } from './timing';
import { messageText } from './templates';
import type { Locale } from '@/lib/i18n/locales';
import { indiaAt as at } from './testing';

const PROMISE = { callHours: '09:00-21:00', callBackMinutes: 15, openingMinutes: 60 };

describe('the call-back deadline a request is promised', () => {
  it('within call hours: the ask time plus the call-back minutes', () => {
    expect(callBackDeadline(at('2026-11-21', '11:02'), PROMISE)).toEqual(at('2026-11-21', '11:17'));
    // The last request that agents can still call within 15 minutes.
    expect(callBackDeadline(at('2026-11-21', '20:45'), PROMISE)).toEqual(at('2026-11-21', '21:00'));
  });

  it('too near the end of call hours, at night or before they open: an hour after they open', () => {
    expect(callBackDeadline(at('2026-11-21', '20:46'), PROMISE)).toEqual(at('2026-11-22', '10:00'));
    expect(callBackDeadline(at('2026-11-21', '23:30'), PROMISE)).toEqual(at('2026-11-22', '10:00'));
    expect(callBackDeadline(at('2026-11-22', '02:00'), PROMISE)).toEqual(at('2026-11-22', '10:00'));
    expect(callBackDeadline(at('2026-11-22', '08:59'), PROMISE)).toEqual(at('2026-11-22', '10:00'));
    expect(callBackDeadline(at('2026-11-22', '09:00'), PROMISE)).toEqual(at('2026-11-22', '09:15'));
  });

  it('call hours that cross midnight', () => {
    const late = { ...PROMISE, callHours: '18:00-02:00' };
    expect(callBackDeadline(at('2026-11-21', '23:50'), late)).toEqual(at('2026-11-22', '00:05'));
    expect(callBackDeadline(at('2026-11-22', '01:50'), late)).toEqual(at('2026-11-22', '19:00'));
    expect(nextCallHoursOpening(at('2026-11-22', '03:00'), late.callHours)).toEqual(
      at('2026-11-22', '18:00'),
    );
  });
});

describe('the acknowledgement states the deadline', () => {
  const stopLink = 'https://www.diagnobook.in/reminders/stop/x/';
  const ack = (callBack: { minutes: number } | { by: Date }, now: Date, language: Locale) =>
    messageText('call_me_ack', { callBack, stopLink, now, language }).split('\n')[0];

  it('within call hours: within the minutes', () => {
    expect(ack({ minutes: 15 }, at('2026-11-21', '11:02'), 'en')).toBe(
      'DiagnoBook: we have your request and will call you within 15 minutes.',
    );
  });

  it('asked at night: the time, said from when the message goes (after quiet hours)', () => {
    const by = callBackDeadline(at('2026-11-21', '23:30'), PROMISE);
    expect(ack({ by }, at('2026-11-22', '08:00'), 'en')).toBe(
      'DiagnoBook: we have your request and will call you by 10:00 AM today.',
    );
    expect(ack({ by }, at('2026-11-21', '20:50'), 'en')).toBe(
      'DiagnoBook: we have your request and will call you by 10:00 AM tomorrow.',
    );
    expect(ack({ by }, at('2026-11-22', '08:00'), 'hi')).toBe(
      'DiagnoBook: आपका अनुरोध मिल गया। हम आज 10:00 am तक आपको कॉल करेंगे।',
    );
    expect(ack({ by }, at('2026-11-21', '20:50'), 'te')).toContain('రేపు');
  });
});
