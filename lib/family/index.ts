// The family feature's server entry: an account's members (the people it books for), their
// saved addresses and a child's guardian consent. Booking reads a member through the account.
import '@/lib/server-api/server-only';

export {
  addMember,
  listMembers,
  memberOf,
  type Member,
  type MemberRow,
  type NewMember,
} from './members';
export * from './rules';
export * from './contract';
export { createMember, editMember, removeMember, setMessagesToMember, type Holder } from './writes';
export {
  MAX_ADDRESSES,
  addAddress,
  addressesOf,
  pincodeInCity,
  removeAddress,
  setDefaultAddress,
  type MemberAddress,
} from './addresses';
export { sendMemberCode, verifyMemberCode, type SentMemberCode } from './phone-code';
export { familyAction, familyPagePath, type ActionInput, type ActionResult } from './action';
export { noticeAdultMembers } from './adult-notice';
export { claimMember, claimableFor, claimsJson, type Claimable, type Claimant } from './claim';
export { MY_FAMILY_PATH, familyJson, familyOf, type FamilyMember } from './overview';
