// The call-me feature's server entry (see README "Layout").
import 'server-only';

export { recordLead, type LeadInput, type StoredLead } from './leads';
