// npm run db:seed -- [--scale N] [--seed N] [--reset] [--stats]
import { parseArgs } from 'node:util';
import { catalogueCounts, seedDatabase } from '@/lib/db/seed';
import { parseEnv } from '@/lib/env/schema';
import { describeTarget, openMigrated, run } from './cli-db';

run(async () => {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      stats: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0)) throw new Error(`--scale must be a positive number, got "${values.scale}"`);
  const seed = values.seed === undefined ? parseEnv(process.env).SEED : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number`);

  const handle = await openMigrated();
  try {
    const started = Date.now();
    const wrote = await seedDatabase(handle.db, { seed, scale, reset: values.reset });
    console.log(
      wrote
        ? `Seeded ${describeTarget()} (seed ${seed}, scale ${scale}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`
        : `${describeTarget()} is already seeded; nothing written (use --reset to seed again).`,
    );
    if (values.stats) {
      const counts = await catalogueCounts(handle.db);
      for (const [table, n] of Object.entries(counts)) {
        console.log(`${table.padEnd(18)} ${n.toLocaleString('en-IN').padStart(10)}`);
      }
    }
  } finally {
    await handle.close();
  }
});
