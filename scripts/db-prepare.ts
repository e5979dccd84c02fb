// What `npm start` does before it builds: migrate, and seed when the database is empty.
import { seedDatabase } from '@/lib/db/seed';
import { parseEnv } from '@/lib/env/schema';
import { describeTarget, openMigrated, run } from './cli-db';

run(async () => {
  const handle = await openMigrated();
  try {
    const wrote = await seedDatabase(handle.db, { seed: parseEnv(process.env).SEED, scale: 1 });
    console.log(
      wrote ? `Seeded ${describeTarget()}.` : `${describeTarget()} is ready (already seeded).`,
    );
  } finally {
    await handle.close();
  }
});
