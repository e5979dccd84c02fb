import { SmsDeliveryError, type SmsProvider } from './provider';

export interface WhatsAppConfig {
  /** e.g. https://graph.facebook.com/v21.0 */
  url: string;
  token: string;
  phoneNumberId: string;
  /** The English templates' language code (WHATSAPP_TEMPLATE_LANGUAGE: 'en' or 'en_US'). */
  language: string;
  timeoutMs?: number;
}

/**
 * Sends a patient message as a WhatsApp template message, shaped like the WhatsApp Cloud API:
 * `POST <url>/<phone number id>/messages` with the template named for the message's kind
 * (`diagnobook_<kind>`, approved with one body parameter) and the text as that parameter. The
 * message's key goes as `biz_opaque_callback_data` and as an `Idempotency-Key` header. A
 * Hindi or Telugu text goes as the template's translation of that language ('hi', 'te': the
 * codes WhatsApp names them by); English as the configured code. Any 2xx means accepted;
 * neither the token nor the text is logged.
 */
export function whatsappCloudProvider(
  config: WhatsAppConfig,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  const endpoint = `${config.url.replace(/\/+$/, '')}/${config.phoneNumberId}/messages`;
  return {
    name: 'whatsapp',
    async send({ to, text, idempotencyKey, template, language }) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${to}`,
        type: 'template',
        template: {
          name: `diagnobook_${template ?? 'message'}`,
          language: { code: !language || language === 'en' ? config.language : language },
          components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
        },
        ...(idempotencyKey ? { biz_opaque_callback_data: idempotencyKey } : {}),
      };
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${config.token}`,
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`WhatsApp API unreachable: ${(error as Error).name}`);
      }
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`WhatsApp API answered ${response.status}`);
    },
  };
}
