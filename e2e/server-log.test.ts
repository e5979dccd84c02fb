import { phoneNumbersIn } from './server-log';

it('finds phone numbers in the forms a log could hold', () => {
  expect(
    phoneNumbersIn('{"phone":"9848022338"} +91 98480 22338, 09848022338 919848022338 98480-22338'),
  ).toHaveLength(5);
});

it('leaves timestamps, ids and other numbers alone', () => {
  expect(
    phoneNumbersIn('{"time":1795293357039,"lead_id":12,"price":4190} 5876543210 1.9848022338'),
  ).toEqual([]);
});
