import type { Db } from '@/lib/db/connect';
import type { Env } from '@/lib/env/schema';
import { httpGatewayProvider } from './http-gateway';
import { outboxProvider } from './outbox';
import type { SmsProvider } from './provider';

export { SmsDeliveryError, type SmsMessage, type SmsProvider } from './provider';

type SmsEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'SMS_PROVIDER'
  | 'SMS_GATEWAY_URL'
  | 'SMS_GATEWAY_KEY'
  | 'SMS_SENDER_ID'
  | 'SMS_OUTBOX_IN_PRODUCTION'
>;

/** The provider the environment names (its settings were checked by lib/env/schema.ts). */
export function smsProviderFor(env: SmsEnv, db: Db): SmsProvider {
  if (env.SMS_PROVIDER === 'http') {
    return httpGatewayProvider({
      url: env.SMS_GATEWAY_URL!,
      key: env.SMS_GATEWAY_KEY!,
      senderId: env.SMS_SENDER_ID!,
    });
  }
  // In production the server only starts with the outbox when SMS_OUTBOX_IN_PRODUCTION says so.
  return outboxProvider(db, {
    log: env.NODE_ENV !== 'production' || env.SMS_OUTBOX_IN_PRODUCTION,
  });
}
