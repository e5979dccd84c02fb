// The privacy feature's server entry: consent records, do not call, My data and its
// export, deletion, retention. Other features use the consent records and the do-not-call
// check; booking tells it (tellPrivacyAboutBookings) how to cancel a patient's upcoming
// bookings before deleting their data.
import '@/lib/server-api/server-only';

export { choicesOf, recordClaimConsent, recordGuardianConsent, setMarketing } from './consent';
export { onDoNotCallList, setDoNotCall } from './do-not-call';
export { myData, recordExport, reportPath, type DataOwner, type MyData } from './my-data';
export { eraseMyData } from './erase';
export { eraseMember, type MemberErasureCounts } from './erase-member';
export { runRetention, type RetentionCounts } from './retention';
export { scheduleRetention } from './schedule';
export { doNotCallLinkBody, eraseBody, privacyChoicesBody } from './contract';
export { bookingsForPrivacy, tellPrivacyAboutBookings, type BookingsForPrivacy } from './bookings';
