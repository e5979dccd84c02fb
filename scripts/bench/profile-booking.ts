// npx tsx scripts/bench/profile-booking.ts [--db pglite|postgres] [--concurrent N] [--no-thread]
// (with NODE_OPTIONS=--conditions=react-server; on PostgreSQL inside scripts/with-postgres.sh,
// on a database `npm run bench -- --db postgres` would seed)
// Where a booking's time goes, below HTTP: the statements one booking request sends (the
// session, the checks, the write), their count and time, the time spent inside transactions,
// and how busy the event loop was, for one booking and for N at once. On PGlite every statement
// runs on the server's own thread, so its time is time no page is rendered.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sessionPolicy, viewerFromToken } from '@/lib/accounts/session';
import { createBooking } from '@/lib/booking/create';
import { listBookingCentres } from '@/lib/booking/centres';
import { bookableDates } from '@/lib/booking/schedule';
import { availability } from '@/lib/booking/slots';
import { getProductByRandomId } from '@/lib/catalog/products';
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite, type DbHandle } from '@/lib/db/connect';
import { parseEnv } from '@/lib/env/schema';
import { PGliteThread } from '@/lib/db/pglite-thread';
import { benchPatients } from './booking';
import { NOTHING_DECLARED } from '@/lib/safety/client';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    concurrent: { type: 'string', default: '20' },
    'data-dir': { type: 'string', default: '.data-bench' },
    /** PGlite on the main thread; by default on its own, as the server runs it (PGLITE_WORKER). */
    'no-thread': { type: 'boolean', default: false },
  },
});

interface Stat {
  statements: number;
  statementMs: number;
  transactions: number;
  transactionMs: number;
  texts: string[];
}
const stat: Stat = { statements: 0, statementMs: 0, transactions: 0, transactionMs: 0, texts: [] };
const reset = () =>
  Object.assign(stat, {
    statements: 0,
    statementMs: 0,
    transactions: 0,
    transactionMs: 0,
    texts: [],
  });

function record(text: unknown, started: number): void {
  const ms = performance.now() - started;
  stat.statements++;
  stat.statementMs += ms;
  const q = typeof text === 'string' ? text : (text as { text?: string } | undefined)?.text;
  if (q) stat.texts.push(`${ms.toFixed(1).padStart(5)} ms  ${q.replace(/\s+/g, ' ').slice(0, 80)}`);
}

function timed<A extends unknown[], R>(fn: (...a: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const started = performance.now();
    try {
      return await fn(...args);
    } finally {
      record(args[0], started);
    }
  };
}

async function openPgliteCopy(
  dataDir: string,
): Promise<{ handle: DbHandle; done: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'profile-booking-'));
  await cp(dataDir, dir, { recursive: true });
  const client = values['no-thread']
    ? await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS })
    : (await PGliteThread.open(dir)).asPGlite();
  const query = client.query.bind(client);
  client.query = timed(query) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (async (fn: Parameters<typeof transaction>[0]) => {
    const t0 = performance.now();
    try {
      return await transaction(async (tx) => {
        tx.query = timed(tx.query.bind(tx)) as typeof tx.query;
        return fn(tx);
      });
    } finally {
      stat.transactions++;
      stat.transactionMs += performance.now() - t0;
    }
  }) as typeof client.transaction;
  return {
    handle: wrapPglite(client),
    done: async () => {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<{ handle: DbHandle; done: () => Promise<void> }> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  const open = new Map<unknown, number>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    if (text === 'begin') open.set(this, performance.now());
    if ((text === 'commit' || text === 'rollback') && open.has(this)) {
      stat.transactions++;
      stat.transactionMs += performance.now() - open.get(this)!;
      open.delete(this);
    }
    const started = performance.now();
    // A pool's query calls its client with a callback (drizzle's plain statements), a
    // transaction's client returns a promise: each statement is timed either way.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        record(args[0], started);
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.finally(() => record(args[0], started));
  };
  const handle = await openDatabase(parseEnv(process.env));
  return { handle, done: () => handle.close() };
}

function report(label: string, bookings: number, wallMs: number, elu: number) {
  const per = (x: number) => (x / bookings).toFixed(1);
  console.log(
    `${label}: ${bookings} booking(s) in ${wallMs.toFixed(0)} ms; per booking ${per(stat.statements)} statements (${per(stat.statementMs)} ms in them, waits included), ${per(stat.transactions)} transactions (${per(stat.transactionMs)} ms open); event loop busy ${(elu * 100).toFixed(0)}% of the time`,
  );
}

async function main() {
  const kind =
    values.db === 'postgres'
      ? 'postgres'
      : `pglite on ${values['no-thread'] ? 'the main thread' : 'its own thread'}`;
  const { handle, done } =
    kind === 'postgres' ? await openPostgres() : await openPgliteCopy(values['data-dir']);
  const concurrent = Number(values.concurrent);
  try {
    const db = handle.primary;
    const patients = await benchPatients(handle, concurrent + 1);
    const now = new Date();
    // The most offered product, as the bench books it.
    const [{ random_id: randomId, city_id: cityId }] = (
      (await handle.db.execute(
        `select p.random_id, cp.city_id from centre_prices cp join products p on p.id = cp.product_id group by p.id, cp.city_id order by count(*) desc limit 1` as never,
      )) as unknown as { rows: { random_id: string; city_id: number }[] }
    ).rows as [{ random_id: string; city_id: number }];
    const product = (await getProductByRandomId(db, randomId))!;
    const centres = await listBookingCentres(db, product, cityId, now);
    const slots: { centreId: number; start: string }[] = [];
    for (const centre of centres) {
      for (const date of bookableDates(now).slice(1, 4)) {
        for (const s of await availability(db, product, centre, date, now))
          if (s.remaining > 0) slots.push({ centreId: centre.id, start: s.start.toISOString() });
      }
    }
    const policy = sessionPolicy(parseEnv({}));
    let k = 0;
    const book = async (i: number) => {
      const patient = patients[i]!;
      const token = patient.cookie.split('=')[1]!;
      const viewer = await viewerFromToken(db, token, new Date(), policy);
      if (!viewer.isLoggedIn) throw new Error('the bench session was not found');
      const slot = slots[k++]!;
      await createBooking(
        db,
        {
          product_random_id: randomId,
          centre_id: slot.centreId,
          service: 'walkin',
          slot_start: slot.start,
          safety: NOTHING_DECLARED,
          patient: { name: 'Profile Patient', age: 40, gender: 'other', phone: patient.phone },
          marketing_consent: false,
        } as Parameters<typeof createBooking>[1],
        `profile-${process.pid}-${i}-${k}`,
        new Date(),
        viewer.userId,
      );
    };
    // Warm: the first statements of a process compile plans and fill caches.
    await book(concurrent);
    reset();
    let elu = performance.eventLoopUtilization();
    let t0 = performance.now();
    await book(0);
    report(
      `${kind}, one booking`,
      1,
      performance.now() - t0,
      performance.eventLoopUtilization(elu).utilization,
    );
    console.log(`  statements: ${stat.texts.join('\n              ')}`);
    reset();
    elu = performance.eventLoopUtilization();
    t0 = performance.now();
    await Promise.all(Array.from({ length: concurrent }, (_, i) => book(i)));
    report(
      `${kind}, ${concurrent} at once`,
      concurrent,
      performance.now() - t0,
      performance.eventLoopUtilization(elu).utilization,
    );
  } finally {
    await done();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
