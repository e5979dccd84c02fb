// PGlite on a thread of its own (lib/db/pglite-worker.mjs), behind the part of PGlite's API
// that drizzle and the migrations use: query, exec, transaction, close. PGlite runs its
// WebAssembly synchronously on the thread that calls it: in the server's main thread, every
// statement of a booking was time in which no page rendered (npm run bench: the product page
// under 20 booking clients). Here statements run beside rendering, on the machine's other core.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Message =
  | { op: 'query'; sql: string; params?: unknown[]; options?: WireOptions; transaction?: number }
  | { op: 'exec'; sql: string; options?: WireOptions; transaction?: number }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'close' };

/** QueryOptions without functions: parsers become the types to leave as text. */
type WireOptions = Omit<QueryOptions, 'parsers' | 'serializers'> & { rawTypes?: number[] };

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/**
 * Where the worker's file is: beside this one in the sources, for scripts and tests. In the
 * server's build Turbopack replaces this path with its bundled copy of the worker.
 */
export const PGLITE_WORKER_FILE = path.join(process.cwd(), 'lib', 'db', 'pglite-worker.mjs');

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers) throw new Error('custom serializers cannot cross to the database thread');
  // drizzle's parsers return the value as it came (text); the worker sets the same ones.
  return parsers ? { ...rest, rawTypes: Object.keys(parsers).map(Number) } : rest;
}

function rebuilt(error: NonNullable<Reply['error']>): Error {
  const { message, name, ...fields } = error;
  return Object.assign(new Error(message), { name }, fields);
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  #nextId = 0;
  #closed = false;
  readonly ready: Promise<void>;

  private constructor(dataDir: string) {
    this.#worker = new Worker(PGLITE_WORKER_FILE, { workerData: { dataDir } });
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: Reply | { ready: true }) => {
        if ('ready' in message) {
          // From here on the thread holds the process only while a statement is in flight: like
          // PGlite on the main thread, an idle open database does not keep a script or a test
          // run from exiting.
          if (this.#pending.size === 0) this.#worker.unref();
          resolve();
          return;
        }
        const waiting = this.#pending.get(message.id);
        if (!waiting) return;
        this.#pending.delete(message.id);
        if (this.#pending.size === 0) this.#worker.unref();
        if (message.error) waiting.reject(rebuilt(message.error));
        else waiting.resolve(message.result);
      };
      this.#worker.on('message', onMessage);
      this.#worker.on('error', (error) => {
        reject(error);
        this.#failAll(error);
      });
      this.#worker.on('exit', (code) => {
        this.#closed = true;
        const error = new Error(`PGlite is closed (its thread exited with ${code})`);
        reject(error);
        this.#failAll(error);
      });
    });
  }

  /** Opens the data folder on a new thread; resolves once PGlite is ready there. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir);
    await thread.ready;
    return thread;
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
    this.#worker.unref();
  }

  #send<T>(message: Message): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.#nextId;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#send({ op: 'query', sql, params, options: wireOptions(options) });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#send({ op: 'exec', sql, options: wireOptions(options) });
  }

  /**
   * PGlite's own transaction on its thread: until it ends, that thread runs no other statement,
   * so nothing outside it can slip in between its statements.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const transaction = await this.#send<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#send<Results<R>>({
          op: 'query',
          sql,
          params,
          options: wireOptions(options),
          transaction,
        });
      },
      exec: (sql: string, options?: QueryOptions) => {
        open();
        return this.#send<Results[]>({
          op: 'exec',
          sql,
          options: wireOptions(options),
          transaction,
        });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#send({ op: 'end', transaction, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', transaction, commit: false }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#send({ op: 'end', transaction, commit: true });
    }
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  /** For drizzle's PGlite driver, which takes a PGlite: the methods it calls are these. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
