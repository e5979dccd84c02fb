import { codeInSms, codesLeaked, phoneNumbersIn } from './server-log';

it('finds phone numbers in the forms a log could hold', () => {
  expect(
    phoneNumbersIn('{"phone":"9848022338"} +91 98480 22338, 09848022338 919848022338 98480-22338'),
  ).toHaveLength(5);
});

it('leaves timestamps, ids and other numbers alone', () => {
  expect(
    phoneNumbersIn('{"time":1795293357039,"lead_id":12,"price":4190} 5876543210 1.9848022338'),
  ).toEqual([]);
  // a hash reference whose hex happens to hold ten decimal digits in a row (it did, in CI)
  expect(phoneNumbersIn('{"to_ref":"3e42e9055475250d","request_id":"a1-9848022338ab"}')).toEqual(
    [],
  );
  // a request id whose last group is "91" and ten digits (it was, in CI)
  expect(phoneNumbersIn('{"request_id":"fbf69597-b270-45fc-8fd4-916353897674"}')).toEqual([]);
  // a number beside an id is still found
  expect(
    phoneNumbersIn('{"request_id":"fbf69597-b270-45fc-8fd4-916353897674","to":"9848022338"}'),
  ).toEqual(['9848022338']);
});

const outbox = (code: string) =>
  JSON.stringify({
    time: 1,
    msg: 'sms outbox',
    to: '98XXXXXX10',
    sms: `${code} is your DiagnoBook code.\n\n@localhost:3000 #${code}`,
  });

it('reads the code of an outbox message from its WebOTP line', () => {
  expect(codeInSms('123456 is your code.\n\n@localhost:3000 #123456')).toBe('123456');
  expect(codeInSms('no code here')).toBeNull();
});

it('finds a one-time code written anywhere but in the outbox lines', () => {
  const clean = [outbox('482913'), '{"msg":"login attempt succeeded","time":1795293357039}'];
  expect(codesLeaked(clean.join('\n'))).toEqual([]);
  const leaky = [outbox('482913'), '{"msg":"login attempt refused","code":"482913"}'];
  expect(codesLeaked(leaky.join('\n'))).toEqual(['482913']);
  // Not inside a longer number.
  expect(codesLeaked([outbox('482913'), '{"time":14829130}'].join('\n'))).toEqual([]);
});
