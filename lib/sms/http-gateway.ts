import { SmsDeliveryError, type SmsProvider } from './provider';

export interface GatewayConfig {
  url: string;
  key: string;
  senderId: string;
  timeoutMs?: number;
}

/**
 * Posts each message to an HTTP SMS gateway as JSON, `{ sender, to: "91XXXXXXXXXX", message }`,
 * with `Authorization: Bearer <key>` and a patient message's `Idempotency-Key`; any 2xx answer
 * means accepted. Neither the key nor the message is ever logged.
 */
export function httpGatewayProvider(
  config: GatewayConfig,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'http',
    async send({ to, text, idempotencyKey }) {
      let response: Response;
      try {
        response = await fetchImpl(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${config.key}`,
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: JSON.stringify({ sender: config.senderId, to: `91${to}`, message: text }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(error as Error).name}`);
      }
      // Drain the body so the connection can be reused; what it says does not matter.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}
