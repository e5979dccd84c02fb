// The staffing feature's server entry: Erlang C, the forecast of agents needed each hour of the
// coming week, and the roster of agents' weekly shifts, for the operations console and
// `npm run simulate`. It uses no other feature: the call hours are handed to it.
import '@/lib/server-api/server-only';

export {
  agentsNeeded,
  averageSpeedOfAnswer,
  erlangB,
  erlangC,
  occupancy,
  serviceLevel,
  trafficIntensity,
  type StaffingTarget,
} from './erlang-c';
export {
  FALLBACK_HANDLE_SECONDS,
  HISTORY_WEEKS,
  MIN_MEASURED_CALLS,
  TARGET_SHARE,
  WEEK_HOURS,
  forecastWeek,
  indiaHourIndex,
  readHistory,
  recentHandleTime,
  staffingForecast,
  type ForecastSettings,
  type HandleTime,
  type History,
  type HourForecast,
  type StaffingForecast,
} from './forecast';
export {
  QUEUE_ROLES,
  WEEKDAYS,
  changeRoster,
  listShifts,
  rosterAgents,
  rosteredAt,
  rosteredBySlot,
  rosterForm,
  type RecordChange,
  type RosterChange,
  type RosterForm,
  type Shift,
} from './roster';
export { ROSTER_API, STAFFING_PAGE } from './paths';
