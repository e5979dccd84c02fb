// The family feature's server entry: an account's members (the people it books for), their
// saved addresses and a child's guardian consent. Booking reads a member through the account.
import '@/lib/server-api/server-only';

export {
  addMember,
  findMember,
  listMembers,
  memberNotFound,
  memberOf,
  memberView,
  type Member,
  type MemberRow,
  type NewMember,
} from './members';
export * from './rules';
