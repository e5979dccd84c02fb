import { World } from './simulate/world';
import { sql } from 'drizzle-orm';
(async () => {
  let t = Date.now();
  const w = await World.create(2);
  console.log('world', Date.now() - t);
  t = Date.now();
  for (let i = 0; i < 300; i++) await w.db.execute(sql`select 1`);
  console.log('select1 x300', Date.now() - t);
  t = Date.now();
  const d = await w.stop();
  console.log('stop', Date.now() - t, d.size);
  t = Date.now();
  await w.restart(d);
  console.log('restart', Date.now() - t);
  await w.close();
})();
