// A fresh test database with the Hyderabad scenario, per test file:
//   const t = setUpScenarioDb();   // t.db, t.ids once beforeAll has run
// Route handler tests also put it behind the app's database module:
//   jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { hyderabadScenario, type HyderabadScenario } from './catalog-scenario';

let current: TestDb | undefined;

function active(): TestDb {
  if (!current) throw new Error('setUpScenarioDb() has not set up a database yet');
  return current;
}

/** Stands in for `@/lib/db`. */
export const dbModule = {
  getDb: async () => active().db,
  getDbHandle: async () => active(),
};

export function setUpScenarioDb(): { db: TestDb; ids: HyderabadScenario } {
  const state = {} as { db: TestDb; ids: HyderabadScenario };
  beforeAll(async () => {
    current = state.db = await createTestDb();
    state.ids = await hyderabadScenario(current.db);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return state;
}
