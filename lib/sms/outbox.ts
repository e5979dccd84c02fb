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
export function outboxProvider(
  db: Db,
  options: { log: boolean; channel?: 'sms' | 'whatsapp' },
): SmsProvider {
  const channel = options.channel ?? 'sms';
  return {
    name: 'outbox',
    async send({ to, text, idempotencyKey }) {
      const stored = await db
        .insert(smsOutbox)
        .values({ phone: to, body: text, channel, idempotencyKey })
        .onConflictDoNothing({ target: smsOutbox.idempotencyKey })
        .returning({ id: smsOutbox.id });
      if (stored.length === 0) return; // this message was stored before (a retried send)
      if (options.log)
        logger.info(
          {
            to: maskPhone(to),
            to_ref: smsLogRef(to),
            sms: text,
            ...(channel === 'sms' ? {} : { channel }),
          },
          `${channel} outbox`,
        );
    },
  };
}
