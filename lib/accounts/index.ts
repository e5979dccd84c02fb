// The accounts feature's server entry: who is asking (booking opens a booking for its
// patient's session; see README "Layout").
import '@/lib/server-api/server-only';

export { SESSION_COOKIE, viewerFromToken, type Viewer } from './session';
export { currentSessionPolicy, requestViewer, requirePatient, pageViewer } from './viewer';
