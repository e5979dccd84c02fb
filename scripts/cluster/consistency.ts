// The cluster scenarios about one truth across servers: a price, a session, a booking and the
// last place of a slot, each written on one server and read at once on the other.
import { otpSendResponse, sessionResponse } from '@/lib/accounts/contract';
import { myBookingsResponse } from '@/lib/booking/client';
import { sessionCookieName } from '@/lib/cookies/policy';
import { productBasicInfoResponse } from '@/lib/product-page/contract';
import { apiError } from '@/lib/testing/api-error';
import { clearRateLimits, makePatients, replicaCaughtUp } from './db';
import {
  bookingBody,
  check,
  findSlots,
  percentile,
  slotsOf,
  type Context,
  type SlotAt,
} from './context';
import { call, CookieJar, describe, setCookie } from './http';

const rupees = (n: number | null | undefined) =>
  n === null || n === undefined ? 'none' : `₹${n.toLocaleString('en-IN')}`;

/** The starting price in the product page's hero, as a visitor reads it. */
export function heroPrice(html: string): number | null {
  const hero = html.indexOf('product-hero');
  if (hero < 0) return null;
  const m = /class="price-now">([^<]*)</.exec(html.slice(hero));
  return m ? Number(m[1]!.replace(/[^0-9]/g, '')) : null;
}

interface CentrePrice {
  centre_id: number;
  price: number;
  list_price: number;
}

/** a. A price changed through server A is on B's product page and API on B's next request. */
export async function priceChange(ctx: Context): Promise<string> {
  const { env, catalogue } = ctx;
  const [A, B] = [env.APP_A_URL, env.APP_B_URL];
  const product = catalogue.mriKnee;
  const page = `/hyderabad/mri-knee/${product}/`;
  const info = `/api/aggregator/product_basic_info/?product_random_id=${product}&city_id=${catalogue.cityId}`;
  const auth = { authorization: `Bearer ${env.OPS_API_TOKEN}` };
  const list = await call(
    A,
    `/api/ops/prices/?product_random_id=${product}&city_id=${catalogue.cityId}`,
    { headers: auth },
  );
  check(list.status === 200, `GET /api/ops/prices/ on A answered ${describe(list)}`);
  const prices = (list.json as { centre_prices: CentrePrice[] }).centre_prices;
  const cheapest = prices.reduce((a, b) => (b.price < a.price ? b : a));

  // B's copy of the page is served from its cache before the change: a real HIT.
  await call(B, page);
  const warm = await call(B, page);
  check(
    warm.headers.get('x-nextjs-cache') === 'HIT',
    `B's product page was not served from the cache before the change (x-nextjs-cache: ${warm.headers.get('x-nextjs-cache')})`,
  );
  const before = heroPrice(warm.text);
  check(
    before === cheapest.price,
    `B's page shows ${rupees(before)}, the cheapest centre ${rupees(cheapest.price)}`,
  );
  const infoBefore = productBasicInfoResponse.safeParse((await call(B, info)).json);
  check(infoBefore.success, "B's product_basic_info does not match its contract");
  check(
    infoBefore.data.product.min_price === before,
    `B's product_basic_info says ${rupees(infoBefore.data.product.min_price)}, its page ${rupees(before)}`,
  );

  const changed = before - 110;
  const set = (price: number) =>
    call(A, '/api/ops/prices/', {
      headers: auth,
      body: {
        centre_id: cheapest.centre_id,
        product_random_id: product,
        price,
        list_price: cheapest.list_price,
      },
    });
  const update = await set(changed);
  check(update.status === 200, `POST /api/ops/prices/ on A answered ${describe(update)}`);
  const changedAt = performance.now();
  try {
    const pageAfter = await call(B, page);
    const infoAfter = await call(B, info);
    const ms = performance.now() - changedAt;
    const shown = heroPrice(pageAfter.text);
    const answered = productBasicInfoResponse.safeParse(infoAfter.json);
    const apiPrice = answered.success ? answered.data.product.min_price : null;
    const cacheState = pageAfter.headers.get('x-nextjs-cache') ?? 'none';
    if (shown !== changed || apiPrice !== changed) {
      // How long B takes after all, for the report (bounded, so a page that never catches up
      // ends the wait).
      let seenAfter = 'not within 10 s';
      while (performance.now() - changedAt < 10_000) {
        await new Promise((r) => setTimeout(r, 500));
        const p = heroPrice((await call(B, page)).text);
        const i = productBasicInfoResponse.safeParse((await call(B, info)).json);
        if (p === changed && i.success && i.data.product.min_price === changed) {
          seenAfter = `${((performance.now() - changedAt) / 1000).toFixed(1)} s`;
          break;
        }
      }
      check(
        false,
        `price set to ${rupees(changed)} on A; B's next page showed ${rupees(shown)} (x-nextjs-cache: ${cacheState}), B's product_basic_info ${rupees(apiPrice)}; both right after ${seenAfter}`,
      );
    }
    return `${rupees(before)} → ${rupees(changed)} through A; B's very next page (was a HIT, now x-nextjs-cache: ${cacheState}) and product_basic_info both ${rupees(changed)}, ${Math.round(ms)} ms after the change`;
  } finally {
    const restored = await set(cheapest.price);
    check(restored.status === 200, `restoring the price answered ${describe(restored)}`);
  }
}

async function codeFromOutbox(ctx: Context, phone: string, afterId: number): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await ctx.dbs.primary.query<{ body: string }>(
      'select body from sms_outbox where phone = $1 and id > $2 order by id desc limit 1',
      [phone, afterId],
    );
    const code = rows[0] ? /\b(\d{6})\b/.exec(rows[0].body)?.[1] : undefined;
    if (code) return code;
    check(Date.now() < deadline, `no code for ${phone} in sms_outbox on the primary`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** b. A login on A works on B at once; a logout on B ends the session on A at once. */
export async function loginAcrossServers(ctx: Context): Promise<string> {
  const [A, B] = [ctx.env.APP_A_URL, ctx.env.APP_B_URL];
  const ROUNDS = 5;
  const cookieName = sessionCookieName(true);
  const problems: string[] = [];
  let loginSeen = 0;
  let logoutSeen = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const phone = ctx.phone();
    const { rows } = await ctx.dbs.primary.query<{ id: string }>(
      'select coalesce(max(id), 0) as id from sms_outbox',
    );
    const sent = await call(A, '/api/auth/otp/', { body: { phone } });
    const asked = otpSendResponse.safeParse(sent.json);
    check(asked.success, `POST /api/auth/otp/ on A answered ${describe(sent)}`);
    const code = await codeFromOutbox(ctx, phone, Number(rows[0]!.id));
    const verified = await call(A, '/api/auth/otp/verify/', {
      body: { request_id: asked.data.request_id, code },
    });
    const cookie = setCookie(verified, cookieName);
    check(
      verified.status === 200 && cookie,
      `POST /api/auth/otp/verify/ on A answered ${describe(verified)}`,
    );

    const meOnB = await call(B, '/api/auth/me/', { cookie });
    const who = sessionResponse.safeParse(meOnB.json);
    if (meOnB.status === 200 && who.success && who.data.customer_phone === phone) loginSeen++;
    else problems.push(`login ${round + 1}: B's /api/auth/me/ answered ${describe(meOnB)}`);

    const out = await call(B, '/api/auth/logout/', { method: 'POST', cookie });
    check(out.status === 200, `POST /api/auth/logout/ on B answered ${describe(out)}`);
    const meOnA = await call(A, '/api/auth/me/', { cookie });
    if (meOnA.status === 401) logoutSeen++;
    else problems.push(`logout ${round + 1}: A's /api/auth/me/ still answered ${describe(meOnA)}`);
  }
  check(
    problems.length === 0,
    `logins seen on B at once ${loginSeen}/${ROUNDS}, logouts seen on A at once ${logoutSeen}/${ROUNDS}; ${problems.slice(0, 3).join('; ')}`,
  );
  return `${ROUNDS} one-time-code logins on A: each logged in on B's very next request (${loginSeen}/${ROUNDS}); each logout on B refused on A's next request, 401 (${logoutSeen}/${ROUNDS})`;
}

interface Booked {
  status: number;
  reference: string | null;
  json: unknown;
  /** Status and body excerpt, for messages. */
  body: string;
  ms: number;
}

/** A booking request from a browser holding `jar`, which keeps what the answer sets. */
async function book(base: string, body: unknown, jar: CookieJar, key: string): Promise<Booked> {
  const started = performance.now();
  const answer = await call(base, '/api/booking/', {
    body,
    cookie: jar.header(),
    headers: { 'idempotency-key': key },
  });
  jar.take(answer);
  const reference =
    (answer.json as { booking?: { reference?: string } } | null)?.booking?.reference ?? null;
  return {
    status: answer.status,
    reference,
    json: answer.json,
    body: describe(answer),
    ms: performance.now() - started,
  };
}

/**
 * c. With the replica behind, 20 bookings answer 201, and each is at once in My bookings and in
 * its slot's places on the other server; a retry with its Idempotency-Key there gives it back.
 */
export async function bookingsWhileReplicaLags(ctx: Context): Promise<string> {
  const [A, B] = [ctx.env.APP_A_URL, ctx.env.APP_B_URL];
  const COUNT = 20;
  const patients = await makePatients(
    ctx.dbs,
    Array.from({ length: COUNT }, () => ctx.phone()),
  );
  // The sessions are not what this scenario is about: let the replica have them first.
  await replicaCaughtUp(ctx.dbs);
  const { rows: delay } = await ctx.dbs.replica.query<{ d: string }>(
    "select current_setting('recovery_min_apply_delay') as d",
  );
  const slots = await findSlots(
    ctx,
    ctx.catalogue.centreIds.slice(0, 1),
    COUNT,
    (s) => s.remaining > 0 && s.remaining === s.capacity,
  );
  const counts = { created: 0, committed: 0, mine: 0, places: 0, replayed: 0 };
  const problems: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const [writer, reader, w, r] = i % 2 === 0 ? [A, B, 'A', 'B'] : [B, A, 'B', 'A'];
    const at = slots[i]!;
    const patient = patients[i]!;
    // The patient's own browser: it sends back whatever the servers set (a booking's access
    // cookie, and any cookie the app uses to send this browser's next reads to the primary).
    const jar = new CookieJar(patient.cookie);
    const placesOn = async () =>
      (await slotsOf(reader, ctx.catalogue.mriBrain, at.centreId, at.date, jar)).find(
        (s) => s.start === at.slot.start,
      )?.remaining;
    const before = await placesOn();
    const key = `ct-${ctx.runId}-c-${i}`;
    const body = bookingBody(ctx, at, patient.phone);
    const made = await book(writer, body, jar, key);
    times.push(made.ms);
    const { rows } = await ctx.dbs.primary.query<{ reference: string }>(
      'select reference from bookings where idempotency_key = $1',
      [key],
    );
    const stored = rows[0]?.reference ?? null;
    if (stored) counts.committed++;
    if (made.status === 201 && made.reference === stored) counts.created++;
    else {
      problems.push(
        `booking ${i + 1} on ${w} answered ${made.body}${stored ? `, yet ${stored} was committed` : ''}`,
      );
    }
    const reference = stored;
    const mine = await call(reader, '/api/auth/me/bookings/', { cookie: jar.header() });
    const list = myBookingsResponse.safeParse(mine.json);
    if (list.success && list.data.bookings.some((b) => b.reference === reference)) counts.mine++;
    else problems.push(`booking ${i + 1}: not in My bookings on ${r} (${describe(mine)})`);
    const after = await placesOn();
    if (before !== undefined && after === before - 1) counts.places++;
    else
      problems.push(
        `booking ${i + 1}: ${r} showed ${before} places before, ${after} after (cookies sent: ${jar.names().join(', ')})`,
      );
    const again = await book(reader, body, jar, key);
    if (again.status === 201 && again.reference === reference) counts.replayed++;
    else problems.push(`booking ${i + 1}: the retry with its key on ${r} answered ${again.body}`);
  }
  const figures = `replica delay ${delay[0]?.d}; ${counts.created}/${COUNT} answered 201 (${counts.committed} committed; p50 ${Math.round(percentile(times, 50))} ms, max ${Math.round(percentile(times, 100))} ms), ${counts.mine}/${COUNT} at once in My bookings on the other server, ${counts.places}/${COUNT} places dropped by one there, ${counts.replayed}/${COUNT} retries with the same Idempotency-Key there gave the same booking`;
  check(problems.length === 0, `${figures}; first problems: ${problems.slice(0, 3).join('; ')}`);
  return figures;
}

/** d. 50 simultaneous requests for a slot's last place, half on A and half on B: 1 booking. */
export async function lastPlaceRace(ctx: Context): Promise<string> {
  const [A, B] = [ctx.env.APP_A_URL, ctx.env.APP_B_URL];
  const ROUNDS = 10;
  const RACERS = 50;
  const patients = await makePatients(
    ctx.dbs,
    Array.from({ length: RACERS }, () => ctx.phone()),
  );
  await replicaCaughtUp(ctx.dbs);
  const slots = await findSlots(
    ctx,
    ctx.catalogue.centreIds.slice(1),
    ROUNDS,
    (s) => s.remaining > 0,
  );
  const problems: string[] = [];
  const wins = { A: 0, B: 0 };
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each round's 50 bookings from one address and each patient's 10th booking of the hour
    // would meet the per-address and per-number limits; this is about the race alone.
    await clearRateLimits(ctx.dbs);
    const at: SlotAt = slots[round]!;
    // One place left: slot_usage is what a booking's conditional update counts against
    // (lib/booking/places.ts), and capacity - 1 taken is what earlier bookings would leave.
    const { rows } = await ctx.dbs.primary.query<{ capacity: number }>(
      `insert into slot_usage (centre_id, slot_start, capacity, booked)
       values ($1, $2, $3::smallint, $3::smallint - 1)
       on conflict (centre_id, slot_start) do update set booked = slot_usage.capacity - 1
       returning capacity`,
      [at.centreId, at.slot.start, at.slot.capacity],
    );
    const capacity = rows[0]!.capacity;
    const keys = patients.map((_, j) => `ct-${ctx.runId}-d${round}-${j}`);
    const answers = await Promise.all(
      patients.map((p, j) =>
        book(j % 2 === 0 ? A : B, bookingBody(ctx, at, p.phone), new CookieJar(p.cookie), keys[j]!),
      ),
    );
    times.push(...answers.map((a) => a.ms));
    const created = answers.flatMap((a, j) => (a.status === 201 ? [j] : []));
    const full = answers.filter((a) => {
      const e = apiError.safeParse(a.json);
      return a.status === 409 && e.success && e.data.sub_code === 'slot_full';
    });
    const { rows: stored } = await ctx.dbs.primary.query<{ n: number; booked: number }>(
      `select (select count(*)::int from bookings where idempotency_key = any($1)) as n,
              (select booked from slot_usage where centre_id = $2 and slot_start = $3) as booked`,
      [keys, at.centreId, at.slot.start],
    );
    const others = answers.filter((a) => a.status !== 201 && a.status !== 409);
    if (created.length === 1) wins[created[0]! % 2 === 0 ? 'A' : 'B']++;
    if (
      created.length !== 1 ||
      full.length !== RACERS - 1 ||
      stored[0]!.n !== 1 ||
      stored[0]!.booked !== capacity
    ) {
      problems.push(
        `round ${round + 1}: ${created.length} × 201, ${full.length} × 409 slot_full, ${others.length} other (${others
          .slice(0, 2)
          .map((a) => a.body)
          .join(
            ' | ',
          )}); ${stored[0]!.n} booking rows, ${stored[0]!.booked}/${capacity} places taken`,
      );
    }
  }
  check(problems.length === 0, problems.slice(0, 3).join('; '));
  return `${ROUNDS} slots × ${RACERS} simultaneous requests (25 on A, 25 on B): each 1 × 201 and ${RACERS - 1} × 409 slot_full, 1 booking row per slot on the primary (won on A ${wins.A}, on B ${wins.B}); answers p50 ${Math.round(percentile(times, 50))} ms, max ${Math.round(percentile(times, 100))} ms`;
}
