// npm run safety:rekey: after a new key was put first in HEALTH_DATA_KEYS (docs/safety.md), every
// pre-visit answer sealed under an older key (or the site's derived one) is sealed again under
// it; the older key may then be removed. Safe to run again: it moves only what is left.
import { parseEnv } from '@/lib/env/schema';
import { keyringFrom, rekeyAnswers } from '@/lib/safety';
import { describeTarget, openMigrated, run } from './cli-db';

run(async () => {
  const config = parseEnv(process.env);
  const ring = await keyringFrom(config);
  const handle = await openMigrated();
  try {
    const moved = await rekeyAnswers(handle.primary, ring);
    console.log(
      `${moved} bookings' answers sealed again under key ${ring.current.id} in ${describeTarget()}.`,
    );
  } finally {
    await handle.close();
  }
});
