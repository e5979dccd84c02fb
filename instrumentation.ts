// Runs once as a server process starts, before it takes a request (never during `next build`):
// a bad or unsafe configuration, or a database schema other than this build's, stops the
// process here with a message naming it, instead of failing on the first request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOrStop, exitProcess } = await import('./lib/env/startup');
  startOrStop(process.env);
  const { checkDatabaseAtStart } = await import('./lib/db/startup');
  await checkDatabaseAtStart(exitProcess);
  // The embedded database's statistics and room (PGlite has no autovacuum): at start, then on a timer.
  const { scheduleUpkeep } = await import('./lib/db/upkeep-schedule');
  await scheduleUpkeep().catch(() => undefined);
  // Other servers' cache invalidations reach this one from its first request on; a Redis that is
  // away holds the start up for 2 s at most (the listener subscribes once it is back).
  const { listenForInvalidations } = await import('./lib/cache/invalidation');
  await Promise.race([listenForInvalidations(), new Promise((r) => setTimeout(r, 2_000))]);
  // Messages and privacy are told about bookings before any job or request needs them.
  const { connectBookings } = await import('./lib/booking');
  connectBookings();
  // The minute job also checks the call-back queue's promises.
  const { connectLeadQueue } = await import('./lib/lead-queue/connect');
  connectLeadQueue();
  // The privacy retention job: deletes what is past its period, on a timer.
  const { scheduleRetention } = await import('./lib/privacy/schedule');
  scheduleRetention();
  // The job queue of patient messages: sends due messages unless JOBS_IN_SERVER=false.
  const { startServerMessaging } = await import('./lib/messages/server');
  await startServerMessaging().catch(() => undefined);
}
