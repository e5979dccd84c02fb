// The do-not-call page's entry: the one form only that page shows.
export { StopCalls } from './stop-calls';
