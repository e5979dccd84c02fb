// The partner centre's console, server entry: the centre's day, its settings, slots, closed
// days and prices, and the moves and report a centre makes on its own bookings.
import '@/lib/server-api/server-only';

export { centreDay, type CentreDay, type DayRow } from './day';
export { type DeadlineRow, type Deadlines } from './deadlines';
export { dayParams } from './params';
export { centreSettingsView, type CentreSettingsView } from './centre-view';
export { centreRoute } from './centre-routes';
export {
  blockBody,
  blockSlot,
  closedDateBody,
  priceBody,
  setClosedDate,
  setOwnPrice,
  settingsBody,
  updateSettings,
} from './schedule';
export { moveAsCentre, moveBody, type MoveBody } from './moves';
export { uploadReport } from './report';
export { giveReportNewTime, reportTimeBody, type ReportTimeBody } from './report-time';
