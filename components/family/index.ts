// The family feature's components, for app/[locale]/my-family/ to compose: server components
// with plain forms, so every change works before (and without) any script.
export { AddMember } from './add-member';
export { ClaimCard } from './claim-card';
export { FormNote } from './form-note';
export { MemberCard } from './member-card';
export { familyNotes, type FamilyNotes } from './notes';
export { errorText, type FamilyT } from './texts';
export { maskedNumber } from './mask';
