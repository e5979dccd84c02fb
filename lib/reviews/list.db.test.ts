import { listReviews, REVIEWS_PAGE_SIZE, decodeCursor } from '@/lib/reviews';
import { fixture } from '@/lib/testing/catalog-fixture';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';

const t = setUpScenarioDb();

// A page is each centre's newest few, then the newest of those: reviews written at the same
// instant at different centres must still come once each, in (time, id) order, across pages.
beforeAll(async () => {
  const f = fixture(t.db.db);
  const { a1, b1, d1 } = t.ids.centres;
  for (let i = 0; i < 15; i++) {
    const at = `2026-10-${String(10 + (i % 3)).padStart(2, '0')}T08:00:00Z`;
    for (const centre of [a1, b1, d1])
      await f.review(centre.id, 4, at, { comments: `review ${i} at ${centre.id}` });
  }
});

it('pages through reviews of equal times at several centres, each once, newest first', async () => {
  const seen: { created: string; comments: string }[] = [];
  let cursor = null;
  let pages = 0;
  do {
    const page = await listReviews(
      t.db.db,
      { cityId: t.ids.hyderabad, covid: false },
      { all: true, cursor },
    );
    expect(page.total_reviews_count).toBe(45);
    expect(page.reviews.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
    seen.push(...page.reviews.map((r) => ({ created: r.created, comments: r.review_comments })));
    cursor = page.next_cursor === null ? null : decodeCursor(page.next_cursor);
    pages++;
  } while (cursor && pages < 10);
  expect(pages).toBe(3);
  expect(new Set(seen.map((s) => s.comments)).size).toBe(45);
  expect(seen.map((s) => s.created)).toEqual(
    seen
      .map((s) => s.created)
      .sort()
      .reverse(),
  );
});

it('gives the first page the newest reviews of all the centres, not of one', async () => {
  const page = await listReviews(
    t.db.db,
    { cityId: t.ids.hyderabad, covid: false },
    { all: false, cursor: null },
  );
  expect(page.reviews.map((r) => r.created)).toEqual([
    '2026-10-12T08:00:00.000Z',
    '2026-10-12T08:00:00.000Z',
    '2026-10-12T08:00:00.000Z',
  ]);
  expect(new Set(page.reviews.map((r) => r.partner_center_name)).size).toBeGreaterThan(1);
});
