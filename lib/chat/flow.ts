// The chat booking flow (docs/product.md, Calls: POST /api/whatsapp/conversation_log/).
export const CHAT_FLOW = {
  source_page_name: 'product_page',
  third_party_flow_name: 'Product page Autobot Flow',
} as const;

/** The message typed in for the patient; the reference lets the chat team find the conversation. */
export function chatBookingMessage(
  page: { productName: string; cityName: string },
  conversationId: string,
): string {
  return `Hi, I would like to book ${page.productName} in ${page.cityName}. (Ref: ${conversationId})`;
}
