// The call-me feature's server entry (see README "Layout").
import '@/lib/server-api/server-only';

export { recordLead, type LeadInput, type StoredLead } from './leads';
export { callMeBody, callMeResponse, type CallMeResult } from './contract';
