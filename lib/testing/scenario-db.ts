// A fresh test database with the Hyderabad scenario, per test file:
//   const t = setUpScenarioDb();   // t.db, t.ids once beforeAll has run
// Route handler tests also put it behind the app's database module:
//   jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
// With { laggingReplica: true } (PGlite only), the replica reads of that module go to a copy
// frozen after the scenario was built (t.replica.refresh() catches it up).
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { Db, DbHandle } from '@/lib/db/connect';
import { hyderabadScenario, type HyderabadScenario } from './catalog-scenario';
import { laggingReplica, type LaggingReplica } from './lagging-replica';

let current: TestDb | undefined;
let replica: LaggingReplica | undefined;

function active(): TestDb {
  if (!current) throw new Error('setUpScenarioDb() has not set up a database yet');
  return current;
}

const replicaRouted = (): Db => replica?.routed ?? active().db;

/** Stands in for `@/lib/db`, routing reads as it does: getDb the primary, getReplicaDb not. */
export const dbModule = {
  getDb: async () => active().primary,
  getReplicaDb: async (pinned = false) => (pinned ? active().primary : replicaRouted()),
  getDbHandle: async () => ({ ...active(), db: replicaRouted() }) as unknown as DbHandle,
};

export function setUpScenarioDb(options: { laggingReplica?: boolean } = {}): {
  db: TestDb;
  ids: HyderabadScenario;
  replica: LaggingReplica;
} {
  const state = {} as { db: TestDb; ids: HyderabadScenario; replica: LaggingReplica };
  beforeAll(async () => {
    current = state.db = await createTestDb();
    state.ids = await hyderabadScenario(current.db);
    if (options.laggingReplica) replica = state.replica = await laggingReplica(current);
  });
  afterAll(async () => {
    await replica?.close();
    replica = undefined;
    await current?.close();
    current = undefined;
  });
  return state;
}
