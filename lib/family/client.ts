// The family feature's browser-safe entry: the relations and what makes a child, for the
// booking screen's "who is this test for" (family's server entry cannot reach the browser).
export { ADULT_AGE, MAX_MEMBERS, RELATIONS, ageOn, isChild, type Relation } from './rules';
