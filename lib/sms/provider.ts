/** One text message to an Indian mobile number (10 digits, normalised). */
export interface SmsMessage {
  to: string;
  text: string;
  /**
   * A patient message's key: the provider call carries it, so a send retried after
   * a crash is recognised as the same message (the outbox keeps one row per key).
   */
  idempotencyKey?: string;
  /** The message's kind, for providers that send approved templates (WhatsApp). */
  template?: string;
  /** The language the text is in (a code of lib/i18n/languages.json); English when not said. */
  language?: string;
}

/** How messages leave the app: `lib/sms/index.ts` picks one from the environment. */
export interface SmsProvider {
  readonly name: 'outbox' | 'http' | 'whatsapp';
  /** Resolves once the message is accepted for delivery; rejects with SmsDeliveryError. */
  send(message: SmsMessage): Promise<void>;
}

/** The provider could not take the message; the patient can ask again. */
export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
