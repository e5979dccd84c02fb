// The booking gate as a statement's parts, shared by the gate's own statement (gate.ts, the
// careful way) and the booking's statement behind it (write.ts, the one-statement way).
import { sql } from 'drizzle-orm';
import { liveSessionParts } from '@/lib/accounts';
import type { Db } from '@/lib/db/connect';
import { spendCte } from '@/lib/ratelimit';

/**
 * The live session (`live`, and its last-seen `touched`), the address's point (`ip`) and the
 * number's (`phone`), spent only under that number's session and within the address's limit.
 * Their values: gateValues (gate.ts).
 */
export function gateParts(db: Db) {
  const { live, touched } = liveSessionParts(db);
  const ip = spendCte(db, 'ip');
  const phone = spendCte(
    db,
    'phone',
    sql`exists (select 1 from ${live} where ${live.phone} = ${sql.placeholder('phone')}::varchar)
      and (select points from ${ip}) <= ${sql.placeholder('ipPoints')}::int`,
  );
  return { live, touched, ip, phone };
}

/**
 * Whether the gate passed, in the statement that holds its parts: the number's point was spent
 * (its session and the address's limit allowed it) and is within the number's limit.
 */
export function gatePassed(phone: ReturnType<typeof gateParts>['phone']) {
  return sql`(select points from ${phone}) <= ${sql.placeholder('phonePoints')}::int`;
}
