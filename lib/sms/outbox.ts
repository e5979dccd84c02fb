import type { Db } from '@/lib/db/connect';
import { smsOutbox } from '@/lib/db/schema';
import { logger, maskPhone } from '@/lib/log';
import { smsLogRef } from './log-ref';
import type { SmsProvider } from './provider';

/**
 * The default provider: each message is a row of sms_outbox and nothing is sent. Where it may
 * run (outside production, or where SMS_OUTBOX_IN_PRODUCTION allows it) the message is also
 * printed to the log, so whoever runs the server can read the code; the number stays masked.
 */
export function outboxProvider(db: Db, options: { log: boolean }): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await db.insert(smsOutbox).values({ phone: to, body: text });
      if (options.log)
        logger.info({ to: maskPhone(to), to_ref: smsLogRef(to), sms: text }, 'sms outbox');
    },
  };
}
