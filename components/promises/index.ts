// The promises feature's components: the rates table and the hour chart, drawn on the server for
// the operations console and for the simulator's HTML report alike.
export { HourChart } from './hour-chart';
export { RateTable } from './rate-table';
export { PlaceTables } from './place-tables';
export { TurnaroundTable } from './turnaround-table';
