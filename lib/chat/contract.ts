// The wire contract of POST /api/whatsapp/conversation_log/ (docs/product.md, Calls).
import { z } from 'zod';
import { bodyId, randomId, required } from '@/lib/catalog/ids';

export const conversationLogBody = z.object({
  source_page_name: z
    .string({ error: required('a page name') })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a page name such as product_page'),
  third_party_flow_name: z
    .string({ error: required('a flow name') })
    .trim()
    .min(1, 'is required')
    .max(120, 'is too long')
    .regex(/^[\p{L}\p{N} _.\-()]+$/u, 'has characters that are not allowed'),
  product_random_id: randomId.optional(),
  city_id: bodyId.optional(),
});

export const conversationLogResponse = z.object({ active_conversation_id: z.string() });

export type ConversationLog = z.infer<typeof conversationLogResponse>;
