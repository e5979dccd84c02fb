// The call-me feature's components, for the pages that compose it.
export { CallMeForm } from './call-me-form';
export { CallBackPromiseNote } from './promise-note';
