import type { Db } from '@/lib/db/connect';
import { chatConversations } from '@/lib/db/schema';
import { getCityById } from '@/lib/catalog/cities';
import { getProductByRandomId } from '@/lib/catalog/products';

export interface ConversationInput {
  sourcePageName: string;
  thirdPartyFlowName: string;
  productRandomId?: string;
  cityId?: number;
}

/** Stores a chat-app conversation and returns its id (the WhatsApp link carries it). */
export async function startConversation(db: Db, input: ConversationInput): Promise<string> {
  // Unknown product or city ids are not an error here: the conversation still happens.
  const [product, city] = await Promise.all([
    input.productRandomId ? getProductByRandomId(db, input.productRandomId) : null,
    input.cityId ? getCityById(db, input.cityId) : null,
  ]);
  const [row] = await db
    .insert(chatConversations)
    .values({
      sourcePageName: input.sourcePageName,
      thirdPartyFlowName: input.thirdPartyFlowName,
      productId: product?.id ?? null,
      cityId: city?.id ?? null,
    })
    .returning({ id: chatConversations.id });
  return row!.id;
}
