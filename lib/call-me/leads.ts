import { sql, type SQL } from 'drizzle-orm';
import { productPageOf } from '@/lib/catalog/source-page';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { leadLock } from '@/lib/db/locks';
import { executePlanned } from '@/lib/db/planned';
import { consentRows, type ConsentRow } from '@/lib/privacy/client';
import { onDoNotCallList } from '@/lib/privacy';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { callBackDeadline, callBackPromise, type CallBackPromise } from '@/lib/messages';

/** A number asking again within this window updates its open lead instead of adding a copy. */
export const LEAD_DEDUPE_MINUTES = 30;

export interface LeadInput {
  /** Normalised 10-digit mobile number. */
  phone: string;
  /** The page the visitor asked from. */
  source: string;
  /** The form's separate, unticked marketing box. */
  marketing?: boolean;
  /**
   * Where the patient came from, as the campaigns feature reads it from the request; null for
   * a direct visit. The route hands it over and it is stored as given: campaigns reads leads,
   * so call-me never imports campaigns.
   */
  attribution?: object | null;
  /**
   * The call-me acknowledgement's channel, planned by the lead's statement, once per lead (lib/messages
   * sends it, holding it through quiet hours). Null for none.
   */
  ackChannel?: string | null;
  /** The language the patient asked in: the acknowledgement speaks it, the agent sees it. */
  language?: Locale;
}

/** A lead stored (new, or an open one of the number updated), or none: the number said 'do not call'. */
export interface StoredLead {
  id: number | null;
  created: boolean;
  doNotCall: boolean;
  /** Whether the statement planned the lead's acknowledgement (lib/messages sends it). */
  acknowledged: boolean;
  /** The time the lead is promised a call by (an earlier request's, when it asked again). */
  promisedBy: Date | null;
}

/**
 * The whole of a call-me in one statement: the do-not-call list and the number's open lead
 * read, that lead updated or a new one inserted, and the consents written (all of them with a
 * new lead; an update adds only a newly ticked marketing box). Nothing is written for a number
 * on the list.
 */
function leadStatement(
  input: LeadInput & { promisedBy: Date },
  page: { productId: number | null; cityId: number | null },
  blocked: SQL,
  consent: ConsentRow[],
  now: Date,
): SQL {
  const at = now.toISOString();
  const attribution = input.attribution ? JSON.stringify(input.attribution) : null;
  const language = input.language ?? DEFAULT_LOCALE;
  const since = new Date(now.getTime() - LEAD_DEDUPE_MINUTES * 60_000).toISOString();
  const choices = sql.join(
    consent.map(
      (c) =>
        sql`(${c.purpose}::text, ${c.granted}::boolean, ${c.noticeVersion}::text, ${c.wording}::text, ${c.via}::text)`,
    ),
    sql`, `,
  );
  return sql`
    with blocked as (select ${blocked} as yes),
    open as (
      select id from leads
      where phone = ${input.phone} and status = 'new' and updated_at > ${since}::timestamptz
        and not (select yes from blocked)
      order by updated_at desc limit 1
    ),
    updated as (
      update leads set
        source = ${input.source},
        product_id = coalesce(${page.productId}::integer, product_id),
        city_id = coalesce(${page.cityId}::integer, city_id),
        request_count = request_count + 1,
        attribution = coalesce(attribution, ${attribution}::jsonb),
        language = ${language}::text,
        updated_at = ${at}::timestamptz
      where id = (select id from open)
      returning id, false as created, promised_by
    ),
    inserted as (
      insert into leads (phone, source, product_id, city_id, status, attribution, language, promised_by, created_at, updated_at)
      select ${input.phone}, ${input.source}, ${page.productId}::integer, ${page.cityId}::integer,
        'new', ${attribution}::jsonb, ${language}::text, ${input.promisedBy.toISOString()}::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz
      where not exists (select 1 from open) and not (select yes from blocked)
      returning id, true as created, promised_by
    ),
    lead as (
      select id, created, promised_by from updated
      union all select id, created, promised_by from inserted
    ),
    consented as (
      insert into consents (phone, purpose, granted, notice_version, wording, via, lead_id, created_at)
      select ${input.phone}, c.purpose, c.granted, c.notice_version, c.wording, c.via, lead.id,
        ${at}::timestamptz
      from lead cross join (values ${choices}) as c(purpose, granted, notice_version, wording, via)
      where lead.created or c.purpose = 'marketing'
      returning 1
    ),
    acked as (
      insert into messages (lead_id, kind, channel, due_at)
      select lead.id, 'call_me_ack', ${input.ackChannel ?? 'sms'}::text, ${at}::timestamptz
      from lead
      where ${input.ackChannel != null}::boolean
        and not exists (select 1 from messages m where m.lead_id = lead.id and m.kind = 'call_me_ack')
      returning 1
    )
    select (select yes from blocked) as blocked, lead.id, lead.created, lead.promised_by,
      exists (select 1 from acked) as acknowledged
    from (select 1) as one left join lead on true`;
}

/**
 * Stores a call-me lead before the caller answers success, with the consent its form showed,
 * in one statement. On PostgreSQL, concurrent requests for one number are serialised by a
 * transaction-scoped advisory lock taken first (the statement then reads with a snapshot
 * taken after it), so they cannot both insert; 'do not call me' takes the same lock. On PGlite
 * (`exclusive`) statements run one at a time anyway: the statement alone is enough, the
 * database is held for one statement instead of a transaction, and it is planned once
 * (lib/db/planned.ts). A number on the do-not-call
 * list gets no lead at all (the answer says so).
 */
export async function recordLead(
  db: Db,
  input: LeadInput,
  now: Date = new Date(),
  {
    exclusive = false,
    promise = callBackPromise(env()),
  }: {
    exclusive?: boolean;
    /** The call-back promise made (the deployment's settings unless given). */
    promise?: CallBackPromise;
  } = {},
): Promise<StoredLead> {
  const page = await productPageOf(db, input.source);
  // A number asking again keeps its open lead's promise: asking twice does not move it.
  const promisedBy = callBackDeadline(now, promise);
  const statement = leadStatement(
    { ...input, promisedBy },
    page,
    await onDoNotCallList(input.phone),
    consentRows({
      phone: input.phone,
      purpose: 'call_back',
      via: 'call_me',
      marketing: input.marketing,
      language: input.language,
      now,
    }),
    now,
  );
  type Row = {
    blocked: boolean;
    id: string | number | null;
    created: boolean | null;
    promised_by: Date | string | null;
    acknowledged: boolean;
  };
  const row = exclusive
    ? (await executePlanned<Row>(db, 'call_me_lead', statement))[0]!
    : await db.transaction(async (tx) => {
        await tx.execute(leadLock(input.phone));
        return rowsOf<Row>(await tx.execute(statement))[0]!;
      });
  if (row.blocked) {
    return { id: null, created: false, doNotCall: true, acknowledged: false, promisedBy: null };
  }
  return {
    id: Number(row.id),
    created: row.created === true,
    doNotCall: false,
    acknowledged: row.acknowledged === true,
    promisedBy: row.promised_by === null ? null : new Date(row.promised_by),
  };
}
