// The messages feature's server entry, for the features whose changes plan or show messages:
// booking plans a booking's messages in its own statements, the staff console shows how they
// fared (see README "Layout"). Routes and the worker use the feature's own files.
import '@/lib/server-api/server-only';

export {
  newBookingMessages,
  planReschedule,
  planStatusMessage,
  endReminders,
  recipientsOf,
} from './plan';
export type { MessageKind } from './kinds';
export { deliveryOf, statusWord, type DeliveryLine } from './status';
export {
  callBackDeadline,
  callBackPromise,
  nextCallHoursOpening,
  withinCallHours,
  QUIET_FROM,
  QUIET_UNTIL,
  type CallBackPromise,
} from './timing';
export { remindersStopped, setRemindersStopped } from './opt-out';
export { nudgeMessages } from './nudge';
export { reminderStopLink } from './stop';
export { sendMessage } from './send';
export { tellMessagesAboutBookings, type BookingsForMessages } from './bookings';
export { sweepEachMinute, type MinuteSweep } from './minute-sweeps';
