// What `npm start` does before it builds: migrate, seed when the database is empty, and on
// the embedded database outside production, make sure the demo staff accounts exist.
import { seedDatabase } from '@/lib/db/seed';
import { parseEnv } from '@/lib/env/schema';
import { demoFile, describeDemoLogins, ensureDemoStaff } from '@/lib/staff/demo';
import { staffAuthFor } from '@/lib/staff/secret';
import { describeTarget, openMigrated, run } from './cli-db';

run(async () => {
  const env = parseEnv(process.env);
  const handle = await openMigrated();
  try {
    const wrote = await seedDatabase(handle.db, { seed: env.SEED, scale: 1 });
    console.log(
      wrote ? `Seeded ${describeTarget()}.` : `${describeTarget()} is ready (already seeded).`,
    );
    if (handle.kind === 'pglite' && env.NODE_ENV !== 'production' && env.STAFF_DEMO_ACCOUNTS) {
      const auth = await staffAuthFor(handle.primary, env);
      console.log(
        describeDemoLogins(await ensureDemoStaff(auth, handle.primary, demoFile(env.DATA_DIR))),
      );
    }
  } finally {
    await handle.close();
  }
});
