import { describeTarget, openMigrated, run } from './cli-db';

run(async () => {
  const handle = await openMigrated();
  await handle.close();
  console.log(`Migrations applied to ${describeTarget()}.`);
});
