import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './connect';
import { catalogueDigest, isSeeded, seedDatabase } from './seed';

// What `npm start` relies on, on the embedded database itself: data survives a restart,
// and a deleted data folder seeds back to the same rows.
const OPTIONS = { seed: 5, scale: 0.05 };
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storefront-persist-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function seedInto(dir: string) {
  const handle = await openPglite(dir);
  await handle.migrate();
  const wrote = await seedDatabase(handle.db, OPTIONS);
  const digest = await catalogueDigest(handle.db);
  await handle.close();
  return { wrote, digest };
}

it('keeps the data over a restart and does not seed again', async () => {
  const dir = path.join(root, 'nested', 'data'); // the parent does not exist yet
  const first = await seedInto(dir);
  expect(first.wrote).toBe(true);
  const handle = await openPglite(dir);
  expect(await isSeeded(handle.db)).toBe(true);
  await handle.close();
  const second = await seedInto(dir);
  expect(second.wrote).toBe(false);
  expect(second.digest).toEqual(first.digest);
});

it('gives identical data after the folder is deleted and seeded again', async () => {
  const dir = path.join(root, 'again');
  const first = await seedInto(dir);
  await rm(dir, { recursive: true, force: true });
  const second = await seedInto(dir);
  expect(second.wrote).toBe(true);
  expect(second.digest).toEqual(first.digest);
});
