// The promises feature's server entry: the rates the storefront keeps, read by the
// operations console for real days and by `npm run simulate` for a simulated one.
import '@/lib/server-api/server-only';

export { promiseOutcomes, type Outcome, type Span, type PromiseSettings } from './rates';
export {
  summarise,
  summariseAll,
  breaches,
  quantile,
  type RateSummary,
  type Tally,
} from './summary';
export { PROMISE_BUDGET, type Threshold } from './budget';
export { PROMISES, PROMISE_KEYS, type PromiseKey } from './promises';
export { promiseSettings } from './settings';
export { spanOf, spanChoice, SPAN_CHOICES, SPAN_LABELS, type SpanChoice } from './spans';
export {
  reportCases,
  reportTurnaround,
  turnaroundByCentre,
  type CentreTurnaround,
  type ReportCase,
} from './turnaround';
