// The pre-visit safety check's browser-safe entry: the questions and their sources as data,
// the rules that turn answers into a block or this patient's instructions, and the wire shape.
export * from './questions';
export * from './rules';
export { safetyAnswersBody, type SafetyAnswersBody } from './contract';
