// The pre-visit safety check's server entry: the booking checks and keeps a patient's answers
// through it, and the staff screens, the booking page and the messages read them back.
import '@/lib/server-api/server-only';

export * from './client';
export { checkSafety, testFacts } from './check';
export { keyring, keyringFrom, type Keyring } from './seal';
export {
  answersForPreparation,
  answersOf,
  openedForPreparation,
  storedAnswers,
  storedAnswersOfMany,
  type Opened,
  eraseAnswers,
  rekeyAnswers,
  sealerFor,
  type SealedAnswers,
  type Sealer,
} from './store';
