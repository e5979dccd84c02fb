// The messages feature's client components apart: the reminders switch.
export { RemindersSwitch } from './reminders-switch';
