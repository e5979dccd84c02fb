// The messages feature's browser-safe entry: the reminders switch's wire contract and call.
export { reminderCalls, remindersBody, type RemindersBody } from './reminders';
// How a time is said to a patient, on a page as in a message (India's clock, their language).
export { clockIn } from './dates';
export { whenSaid } from './timing';
