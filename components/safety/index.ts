// The pre-visit safety check's components: the questions and their live outcome, with styles.
import './safety.css';
export { SafetyCheck } from './safety-check';
export { Instructions } from './outcome';
export { useSafetyTexts } from './texts';
