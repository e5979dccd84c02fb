// The embedded database's own thread (lib/db/pglite-thread.ts starts it). PGlite runs
// PostgreSQL compiled to WebAssembly synchronously on the thread that calls it; here that is
// not the thread that renders pages and answers requests. Plain JavaScript: Node loads it as
// it is, outside Next's bundles. Messages: { id, op, ... } in, { id, result | error } out.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The fields of a PostgreSQL error that callers read (SQLSTATE, constraint, column...). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'where',
  'position',
  'routine',
];

function errorOf(error) {
  const fields = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const key of ERROR_FIELDS) {
    if (error && error[key] !== undefined) fields[key] = error[key];
  }
  return fields;
}

/** drizzle asks for some types as PostgreSQL's text (its parsers are functions: they cannot cross). */
const asText = (value) => value;
function optionsOf(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, asText])) };
}

const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });

/** Open transactions by id: PGlite's own, so statements outside one wait until it ends. */
const transactions = new Map();
let nextTransaction = 0;

function beginTransaction() {
  return new Promise((opened, failed) => {
    const id = ++nextTransaction;
    const done = db
      .transaction(
        (tx) =>
          new Promise((commit, rollBack) => {
            transactions.set(id, { tx, commit, rollBack, done });
            opened(id);
          }),
      )
      .finally(() => transactions.delete(id));
    // Settled by endTransaction; a failure before the transaction opened fails the begin.
    done.catch(failed);
  });
}

async function endTransaction(id, commit) {
  const open = transactions.get(id);
  if (!open?.tx) throw new Error(`no open transaction ${id}`);
  if (commit) open.commit();
  else open.rollBack(new Error('rolled back'));
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error;
  }
  return null;
}

function target(transaction) {
  if (transaction === undefined) return db;
  const open = transactions.get(transaction);
  if (!open?.tx) throw new Error(`no open transaction ${transaction}`);
  return open.tx;
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return target(message.transaction).query(
        message.sql,
        message.params,
        optionsOf(message.options),
      );
    case 'exec':
      return target(message.transaction).exec(message.sql, optionsOf(message.options));
    case 'begin':
      return beginTransaction();
    case 'end':
      return endTransaction(message.transaction, message.commit);
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
parentPort.postMessage({ ready: true });
