// One shape for every family route: the patient first (401), then the member through the
// account (404 for any other account's id, whatever the body), then the body. A client's JSON
// gets JSON; a plain form (no script) is sent back to the page with ?done= or ?error= (303).
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requirePatient, type Patient } from '@/lib/accounts';
import { getDbHandle, type Db } from '@/lib/db';
import type { DbHandle } from '@/lib/db/connect';
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { HttpError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE, seeOther } from '@/lib/server-api/responses';
import { parseFormBody, parseJsonBody, zodIssues } from '@/lib/server-api/validation';
import { idParam } from './contract';
import { addressNotFound } from './addresses';
import { memberNotFound, memberOf, type MemberRow } from './members';
import { MY_FAMILY_PATH } from './overview';

type Params = { id?: string; addressId?: string };
type Context = { params: Promise<Params> };

export interface ActionInput<B> {
  db: Db;
  handle: DbHandle;
  request: NextRequest;
  patient: Patient;
  /** The member of the path, already found through the account. */
  member: MemberRow | null;
  addressId: number | null;
  body: B;
  /** The language of the form (or the request), for texts kept in the holder's words. */
  locale: Locale;
  now: Date;
}

export interface ActionResult {
  /** The JSON answer. */
  json: unknown;
  status?: number;
  /** Added to the page's address after a form (the request id of a code sent, say). */
  query?: Record<string, string>;
}

/** The page a form goes back to, with what happened and to whom. */
export function familyPagePath(locale: Locale, query: Record<string, string>, memberId?: number) {
  const search = new URLSearchParams(query).toString();
  return `${localePath(locale, MY_FAMILY_PATH)}${search ? `?${search}` : ''}${memberId ? `#member-${memberId}` : ''}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isForm = (request: NextRequest) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

function parsed<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = zodIssues(result.error, raw);
  const first = fields[0]!;
  throw new HttpError(400, 'invalid_parameter', `${first.field}: ${first.message}`, { fields });
}

async function pathIds(context: Context) {
  // A route without a segment in its path may be given no params at all.
  const params: Params = (await context?.params) ?? {};
  const ids = { memberId: null as number | null, addressId: null as number | null };
  if (params.id !== undefined) {
    const id = idParam.safeParse(params.id);
    if (!id.success) throw memberNotFound();
    ids.memberId = id.data;
  }
  if (params.addressId !== undefined) {
    const id = idParam.safeParse(params.addressId);
    if (!id.success) throw addressNotFound();
    ids.addressId = id.data;
  }
  return ids;
}

export function familyAction<S extends z.ZodType>(
  schema: S,
  done: string,
  act: (input: ActionInput<z.infer<S>>) => Promise<ActionResult>,
) {
  return withApi(async (request: NextRequest, context: Context) => {
    const handle = await getDbHandle();
    const db = handle.primary;
    const now = new Date();
    const ids = await pathIds(context).catch((e: unknown) => {
      if (e instanceof HttpError) return e;
      throw e;
    });
    // Who asks (401), then the member through their account (404 for anyone else's).
    const subject = async () => {
      const patient = await requirePatient(db, request);
      if (ids instanceof HttpError) throw ids;
      const member =
        ids.memberId === null ? null : await memberOf(db, patient.userId, ids.memberId);
      return { patient, member, addressId: ids.addressId };
    };
    if (!isForm(request)) {
      const who = await subject();
      const body = (await parseJsonBody(request, schema)) as z.infer<S> & { locale?: Locale };
      const locale = body.locale ?? DEFAULT_LOCALE;
      const result = await act({ db, handle, request, ...who, body, locale, now });
      return Response.json(result.json, { status: result.status ?? 200, headers: PRIVATE });
    }
    let locale: Locale = DEFAULT_LOCALE;
    let memberId: number | undefined;
    let codeRequest: string | undefined;
    try {
      const raw = await parseFormBody(request, z.record(z.string(), z.string()));
      if (isLocale(raw.locale)) locale = raw.locale;
      // A wrong code goes back to the same code's form, to try again without a new SMS.
      if (UUID.test(raw.request_id ?? '')) codeRequest = raw.request_id;
      const who = await subject();
      memberId = who.member?.id;
      const body = parsed(schema, raw);
      const result = await act({ db, handle, request, ...who, body, locale, now });
      const back: Record<string, string> = { done, ...result.query };
      if (memberId && !back.member) back.member = String(memberId);
      return seeOther(familyPagePath(locale, back, memberId ?? Number(back.member)));
    } catch (error) {
      // A refusal is said on the page, next to the form, in the patient's language.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const field = (error.extraData.fields as { field: string }[] | undefined)?.[0]?.field;
      // `form` names the form that was sent, so the page says it next to that one.
      const query: Record<string, string> = { error: error.subCode, form: done };
      if (field) query.field = field;
      if (memberId) query.member = String(memberId);
      if (codeRequest && error.subCode === 'otp_wrong') query.request = codeRequest;
      return seeOther(familyPagePath(locale, query, memberId));
    }
  });
}
