// The staffing feature's components, drawn on the server: the week of agents needed against
// agents rostered, each hour's Erlang C inputs, and the roster with its forms.
export { WeekTable, type StaffedHour } from './week-table';
export { HourInputs } from './hour-inputs';
export { Roster } from './roster';
