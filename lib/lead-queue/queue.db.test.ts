import { createTestDb, type TestDb } from '@/lib/db/testing';
import { hyderabadScenario, type HyderabadScenario } from '@/lib/testing/catalog-scenario';
import { claimLead } from './claim';
import { leadQueueResponse } from './contract';
import { leadDetail } from './detail';
import { revealNumber } from './number';
import { leadQueue } from './queue';
import { agent, at, auditOf, lead, refused } from './testing';

let t: TestDb;
let ids: HyderabadScenario;
beforeAll(async () => {
  t = await createTestDb();
  ids = await hyderabadScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

it('lists the open leads due now, promise first, with what the agent needs to call', async () => {
  const asha = await agent(t.db, 'Asha');
  // A request from a product page: the call-me feature stored its test and city.
  const fromPage = await lead(t.db, {
    phone: '9876543210',
    createdAt: at(-30),
    source: `https://www.example.in/hyderabad/${ids.mriBrain.urlSlug}/${ids.mriBrain.randomId}/?utm=x`,
    productId: ids.mriBrain.id,
    cityId: ids.hyderabad,
  });
  const home = await lead(t.db, { phone: '9811111111', createdAt: at(-10), source: '/' });
  // Asked first, but the patient chose to be called back at a time that has now come.
  const callBack = await lead(t.db, {
    phone: '9822222222',
    createdAt: at(-300),
    status: 'call_back',
    dueAt: at(-20),
  });
  const retry = await lead(t.db, {
    phone: '9833333333',
    createdAt: at(-200),
    status: 'retry',
    attempts: 1,
    dueAt: at(-45),
  });
  const later = await lead(t.db, {
    phone: '9844444444',
    createdAt: at(-400),
    status: 'call_back',
    dueAt: at(60),
  });
  const closed = await lead(t.db, { phone: '9855555555', createdAt: at(-500), status: 'booked' });
  const held = await lead(t.db, { phone: '9866666666', createdAt: at(-600) });
  await claimLead(t.db, asha, held, at(-5));

  const ravi = await agent(t.db, 'Ravi');
  const queue = leadQueueResponse.parse(await leadQueue(t.db, ravi.id, at(0)));
  // Promised by: home 10:05 (still to keep), then the missed ones, missed by least first:
  // the call-back 9:55, the page's request 9:45, the retry 9:30.
  expect(queue.leads.map((l) => l.id)).toEqual([home, callBack, fromPage, retry]);
  expect(queue.leads.map((l) => l.id)).not.toContain(later);
  expect(queue.leads.map((l) => l.id)).not.toContain(closed);
  expect(queue.stats).toEqual({
    waiting: 4,
    oldest_wait_minutes: 45,
    in_progress: 1,
    missed: 3,
    at_risk: 0,
    scheduled_later: 1,
  });
  expect(queue.mine).toEqual([]);
  expect(queue.leads[2]).toEqual({
    id: fromPage,
    status: 'new',
    masked_phone: '98XXXXXX10',
    test: 'MRI Brain',
    city: 'Hyderabad',
    source: {
      text: `/hyderabad/${ids.mriBrain.urlSlug}/${ids.mriBrain.randomId}/?utm=x`,
      href: `/hyderabad/${ids.mriBrain.urlSlug}/${ids.mriBrain.randomId}/?utm=x`,
    },
    waiting_since: at(-30).toISOString(),
    wait_minutes: 30,
    call_by: at(-15).toISOString(),
    minutes_left: -15,
    at_risk: false,
    attempts: 0,
    request_count: 1,
  });
  expect(queue.leads.find((l) => l.id === home)).toMatchObject({ test: null, city: null });

  // The holder sees the lead under their own, still masked.
  const hers = await leadQueue(t.db, asha.id, at(0));
  expect(hers.mine).toEqual([expect.objectContaining({ id: held, masked_phone: '98XXXXXX66' })]);
  // No number in the clear anywhere in the queue's answer.
  const text = JSON.stringify([queue, hers]);
  for (const phone of ['9876543210', '9811111111', '9822222222', '9833333333', '9866666666']) {
    expect(text).not.toContain(phone);
  }
});

it('shows the number only to the holder who asks for it, and writes the audit row', async () => {
  const asha = await agent(t.db, 'Asha');
  const ravi = await agent(t.db, 'Ravi');
  const id = await lead(t.db, { phone: '9123456789', createdAt: at(0) });
  await claimLead(t.db, asha, id, at(1));

  const page = await leadDetail(t.db, asha.id, id, at(2));
  expect(page.masked_phone).toBe('91XXXXXX89');
  expect(JSON.stringify(page)).not.toContain('9123456789');
  expect(page.holder).toMatchObject({ name: 'Asha', is_me: true });

  expect(await refused(revealNumber(t.db, ravi, id, at(2)))).toMatchObject({
    status: 409,
    subCode: 'lead_not_held',
  });
  expect(await revealNumber(t.db, asha, id, at(3))).toEqual({
    phone: '9123456789',
    display: '+91 91234 56789',
    tel: 'tel:+919123456789',
  });
  const trail = await auditOf(t.db, id);
  expect(trail.map((a) => [a.action, a.staffUserId])).toEqual([
    ['lead.claimed', asha.id],
    ['lead.number_viewed', asha.id],
  ]);
  expect(trail[1]!.ip).toBe('10.0.0.7');
  // Revealing is an action: it refreshes the claim.
  expect((await leadDetail(t.db, ravi.id, id, at(17))).holder).toMatchObject({
    name: 'Asha',
    is_me: false,
  });
});

it('answers 404 for a lead that does not exist', async () => {
  const asha = await agent(t.db, 'Asha');
  expect(await refused(leadDetail(t.db, asha.id, 424242, at(0)))).toMatchObject({
    status: 404,
  });
});
