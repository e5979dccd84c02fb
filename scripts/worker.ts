// npm run worker: sends the patient messages of the job queue (lib/messages) without serving
// pages, for deployments that set JOBS_IN_SERVER=false on their app servers. Stops on SIGTERM
// or SIGINT after the send in progress.
import { connectBookings } from '@/lib/booking';
import { connectLeadQueue } from '@/lib/lead-queue/connect';
import { openDatabase } from '@/lib/db/connect';
import { checkServerStart } from '@/lib/env/startup';
import { logger } from '@/lib/log';
import { startMessaging } from '@/lib/messages/runtime';

async function main() {
  const env = checkServerStart(process.env);
  // Sending reminders and sweeping deadlines read bookings: messages are told about them first.
  connectBookings();
  connectLeadQueue();
  const handle = await openDatabase(env);
  if (handle.kind === 'pglite') await handle.migrate();
  const messaging = await startMessaging(handle, env, { work: true });
  logger.info('worker ready');
  const stop = async () => {
    await messaging.stop();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
