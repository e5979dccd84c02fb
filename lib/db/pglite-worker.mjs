// The embedded database's own thread (lib/db/pglite-thread.ts starts it). PGlite runs
// PostgreSQL compiled to WebAssembly synchronously on the thread that calls it; here that is
// not the thread that renders pages and answers requests. Plain JavaScript, so that scripts and
// tests load it as it is; the server runs the copy that Turbopack bundles into `.next` (it
// follows `new Worker(path)`), so a change here reaches the server only through `npm run build`.
// Messages: { id, op, ... } in, { id, result | error } out.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
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

// A statement with parameters is parsed and planned once, as a named statement, then only
// bound and run: PGlite's query() parses and plans every call again, and for a booking's write
// (six CTEs) that was half its time on this thread (npm run bench). The same as a
// driver's statement cache (pgx's, JDBC's): PostgreSQL still plans the first calls for their
// values, and keeps a generic plan only where it costs no more. Least recently used go first.
const MAX_NAMED = 200;
/** By parameter types and text: the statement's name and its parameters' types. */
const named = new Map();
let nextName = 0;

async function step(message) {
  return (await db.execProtocol(message, { syncToFs: false })).messages;
}

async function namedStatement(text, paramTypes) {
  const key = `${paramTypes?.join(',') ?? ''}|${text}`;
  const known = named.get(key);
  if (known) {
    named.delete(key);
    named.set(key, known);
    return known;
  }
  if (named.size >= MAX_NAMED) {
    const [oldest, { name }] = named.entries().next().value;
    named.delete(oldest);
    await step(protocol.serialize.close({ type: 'S', name }));
  }
  const name = `pglite_worker_${++nextName}`;
  await step(protocol.serialize.parse({ name, text, types: paramTypes }));
  const described = await step(protocol.serialize.describe({ type: 'S', name }));
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  named.set(key, statement);
  return statement;
}

/** PGlite's query() (its parse, describe, bind, describe, execute, sync) on a named statement. */
async function namedQuery(text, params, options) {
  let messages = [];
  try {
    const { name, types } = await namedStatement(text, options?.paramTypes);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = db.serializers[types[i]];
      return serialize ? serialize(value) : value.toString();
    });
    messages = [
      ...(await step(protocol.serialize.bind({ statement: name, values }))),
      ...(await step(protocol.serialize.describe({ type: 'P' }))),
      ...(await step(protocol.serialize.execute({}))),
    ];
  } finally {
    // After an error the server skips all until Sync: sent whatever happened.
    messages.push(...(await step(protocol.serialize.sync())));
  }
  return parse.parseResults(messages, db.parsers, options)[0];
}

/** A query with parameters on its named statement, in its transaction or waiting for none. */
async function query(message) {
  const options = optionsOf(message.options);
  if (!message.params?.length) {
    return target(message.transaction).query(message.sql, message.params, options);
  }
  const run = () => db._runExclusiveQuery(() => namedQuery(message.sql, message.params, options));
  if (message.transaction !== undefined) {
    target(message.transaction); // throws for a transaction that is no longer open
    return run();
  }
  const result = await db._runExclusiveTransaction(run);
  await db.syncToFs();
  return result;
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return query(message);
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
