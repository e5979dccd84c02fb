// The accounts feature's server entry: who is asking (booking opens a booking for its
// patient's session; see README "Layout").
import '@/lib/server-api/server-only';

export {
  SESSION_COOKIE,
  liveSessionParts,
  sessionParams,
  sessionTokenFromRequest,
  viewerFromToken,
  viewerOf,
  type Viewer,
} from './session';
export {
  asPatient,
  currentSessionPolicy,
  requestViewer,
  requirePatient,
  pageViewer,
  type Patient,
} from './viewer';
// The login code's SMS, for the messages feature's check of what each SMS costs.
export { loginCodeText } from './login';
export {
  otpSendBody,
  otpSendResponse,
  otpVerifyBody,
  sessionResponse,
  type OtpSendResponse,
  type SessionResponse,
} from './contract';
export { endSession, hashSessionToken } from './session';
export { logInWithCode, sendLoginCode } from './login';
export { rememberBrowser } from './known-browser';
export { loginPath } from './next-path';
export { CODE_MINUTES, checkCode, hashCode, newCode } from './otp';
export { loggedRefusal, sendCodeFor } from './send-code';
