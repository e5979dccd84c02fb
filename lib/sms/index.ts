import type { Db } from '@/lib/db/connect';
import type { Env } from '@/lib/env/schema';
import { httpGatewayProvider } from './http-gateway';
import { outboxProvider } from './outbox';
import type { SmsProvider } from './provider';
import { whatsappCloudProvider } from './whatsapp-cloud';

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

type ChannelEnv = SmsEnv &
  Pick<
    Env,
    | 'WHATSAPP_PROVIDER'
    | 'WHATSAPP_API_URL'
    | 'WHATSAPP_API_TOKEN'
    | 'WHATSAPP_PHONE_NUMBER_ID'
    | 'WHATSAPP_TEMPLATE_LANGUAGE'
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

/** The provider of a patient message's channel: SMS as above, or WhatsApp. */
export function channelProviderFor(
  env: ChannelEnv,
  db: Db,
  channel: 'sms' | 'whatsapp',
): SmsProvider {
  if (channel === 'sms') return smsProviderFor(env, db);
  if (env.WHATSAPP_PROVIDER === 'http') {
    return whatsappCloudProvider({
      url: env.WHATSAPP_API_URL!,
      token: env.WHATSAPP_API_TOKEN!,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
      language: env.WHATSAPP_TEMPLATE_LANGUAGE,
    });
  }
  return outboxProvider(db, {
    log: env.NODE_ENV !== 'production' || env.SMS_OUTBOX_IN_PRODUCTION,
    channel: 'whatsapp',
  });
}
