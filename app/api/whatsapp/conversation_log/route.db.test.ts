import { eq } from 'drizzle-orm';
import { conversationLogResponse } from '@/lib/api/contract';
import { chatConversations } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { hyderabadScenario, type HyderabadScenario } from '@/lib/testing/catalog-scenario';
import { apiError, callPost } from '@/lib/testing/route';
import { POST } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let ids: HyderabadScenario;
const PATH = '/api/whatsapp/conversation_log/';

beforeAll(async () => {
  mockDb = await createTestDb();
  ids = await hyderabadScenario(mockDb.db);
});

afterAll(async () => {
  await mockDb?.close();
});

it('stores the conversation and answers its id', async () => {
  const res = await callPost(POST, PATH, {
    source_page_name: 'product_page',
    third_party_flow_name: 'Product page Autobot Flow',
    product_random_id: ids.mriBrain.randomId,
    city_id: ids.hyderabad,
  });
  expect(res.status).toBe(200);
  const { active_conversation_id: id } = conversationLogResponse.parse(res.body);
  const [row] = await mockDb.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  expect(row).toMatchObject({
    sourcePageName: 'product_page',
    thirdPartyFlowName: 'Product page Autobot Flow',
    productId: ids.mriBrain.id,
    cityId: ids.hyderabad,
  });
});

it('still starts a conversation when the product or city is unknown', async () => {
  const res = await callPost(POST, PATH, {
    source_page_name: 'product_page',
    third_party_flow_name: 'Product page Autobot Flow',
    product_random_id: 'zzzzzz',
    city_id: 999,
  });
  expect(res.status).toBe(200);
  const { active_conversation_id: id } = conversationLogResponse.parse(res.body);
  const [row] = await mockDb.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
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
    'city_id: must be a number',
  ],
])('answers 400 for %j', async (body, reason) => {
  const res = await callPost(POST, PATH, body);
  expect(res.status).toBe(400);
  expect(apiError.parse(res.body).reason).toBe(reason);
});
