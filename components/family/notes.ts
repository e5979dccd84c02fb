// What a form's 303 brought back (?done=, ?error=, ?field=, ?member=, ?form=, ?request=), read
// once for the page: each form shows its own line next to it, in the patient's language.
import type { SearchParams } from '@/lib/page-params/params';

export interface FamilyNotes {
  done: string | null;
  error: string | null;
  field: string | null;
  member: number | null;
  form: string | null;
  /** The request id of a code just sent, for the verify form (a UUID or nothing). */
  request: string | null;
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : null);
const WORD = /^[a-z_]{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function familyNotes(query: SearchParams): FamilyNotes {
  const word = (v: string | null) => (v && WORD.test(v) ? v : null);
  const member = Number(one(query.member));
  const request = one(query.request);
  return {
    done: word(one(query.done)),
    error: word(one(query.error)),
    field: word(one(query.field)),
    member: Number.isInteger(member) && member > 0 ? member : null,
    form: word(one(query.form)),
    request: request && UUID.test(request) ? request : null,
  };
}

/** Whether the error is the one `form` (of member `memberId`, or the add form) sent. */
export const errorOf = (notes: FamilyNotes, form: string, memberId: number | null) =>
  notes.error !== null && notes.form === form && notes.member === memberId;

export const doneOf = (notes: FamilyNotes, done: string, memberId: number | null) =>
  notes.done === done && notes.member === memberId;
