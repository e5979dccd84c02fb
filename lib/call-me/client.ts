// The call-me feature's browser-safe entry: its browser call and the texts of its form.
export type { CallMeResult } from './contract';
export {
  CALL_ME_LABELS,
  CALL_ME_TOOLTIPS,
  DO_NOT_CALL_NOTICE,
  callMeCalls,
  leadSource,
  type CallMeCalls,
  type CallMeTooltip,
} from './form';
