import { eq } from 'drizzle-orm';
import { conversationLogResponse } from '@/lib/chat';
import { chatConversations } from '@/lib/db/schema';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { apiError, callPost } from '@/lib/testing/route';
import { POST } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const PATH = '/api/whatsapp/conversation_log/';

/** The row behind a success answer (the answer must be one). */
async function storedConversation(res: Awaited<ReturnType<typeof callPost>>) {
  expect(res.status).toBe(200);
  const { active_conversation_id: id } = conversationLogResponse.parse(res.body);
  const [row] = await t.db.db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

it('stores the conversation and answers its id', async () => {
  const res = await callPost(POST, PATH, {
    source_page_name: 'product_page',
    third_party_flow_name: 'Product page Autobot Flow',
    product_random_id: t.ids.mriBrain.randomId,
    city_id: t.ids.hyderabad,
  });
  const row = await storedConversation(res);
  expect(row).toMatchObject({
    sourcePageName: 'product_page',
    thirdPartyFlowName: 'Product page Autobot Flow',
    productId: t.ids.mriBrain.id,
    cityId: t.ids.hyderabad,
  });
});

it('still starts a conversation when the product or city is unknown', async () => {
  const res = await callPost(POST, PATH, {
    source_page_name: 'product_page',
    third_party_flow_name: 'Product page Autobot Flow',
    product_random_id: 'zzzzzz',
    city_id: 999,
  });
  const row = await storedConversation(res);
  expect(row).toMatchObject({ productId: null, cityId: null });
});

it.each([
  [{}, 'source_page_name: is required'],
  [
    { source_page_name: 'Product Page!', third_party_flow_name: 'x' },
    'source_page_name: must be a page name such as product_page',
  ],
  [
    { source_page_name: 'product_page', third_party_flow_name: '<script>' },
    'third_party_flow_name: has characters that are not allowed',
  ],
  [
    { source_page_name: 'product_page', third_party_flow_name: 'x', city_id: '3' },
    'city_id: must be a number, not a string',
  ],
])('answers 400 for %j', async (body, reason) => {
  const res = await callPost(POST, PATH, body);
  expect(res.status).toBe(400);
  expect(apiError.parse(res.body).reason).toBe(reason);
});
