// The product's link-preview picture is cached like its page, from the same cached loader and
// cache tag: a price change through the operations API reaches the picture at once, and its
// address changes too (link previews keep a picture by its address).
import { expect, test } from './fixtures';
import { cheapestInHyderabad } from './ops-prices';
import { sharePicture } from './share-picture';

test('a price change reaches the cached picture at once (revalidated by tag)', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const path = /<loc>https?:\/\/[^<]+(\/hyderabad\/ct-chest\/[a-z0-9]{6}\/)<\/loc>/.exec(xml)![1]!;
  const randomId = path.split('/')[3]!;
  const picture = async () => sharePicture(request, await (await request.get(path)).text());
  const before = await picture();
  expect((await picture()).bytes.equals(before.bytes)).toBe(true); // cached, the same picture

  const { cheapest, set } = await cheapestInHyderabad(request, randomId);
  expect((await set(cheapest.price - 110)).status()).toBe(200);
  try {
    const after = await picture();
    expect(after.url).not.toBe(before.url); // a new ?v= for the new figures
    expect(after.bytes.equals(before.bytes)).toBe(false);
    // The same address without the version is the new picture too (the route's cache, not the query).
    const bare = await request.get(new URL(after.url).pathname);
    expect((await bare.body()).equals(after.bytes)).toBe(true);
  } finally {
    expect((await set(cheapest.price)).status()).toBe(200);
  }
  const restored = await picture();
  expect(restored.url).toBe(before.url);
  expect(restored.bytes.equals(before.bytes)).toBe(true);
});
