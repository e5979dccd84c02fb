// The messages feature's browser-safe entry: the reminders switch's wire contract and call.
export { reminderCalls, remindersBody, type RemindersBody } from './reminders';
