// The picture itself: a 1200x630 PNG, made without the network (next/og fetches a font for a
// glyph its fonts lack, such as ₹, so a fetch here would mean the bundled font is missing it).
import { productShareCard } from '@/lib/seo/share-card-words';
import { bareProductPage, productPage } from '@/lib/seo/testing';
import { shareImageNotFound, shareImageResponse } from '@/lib/seo/share-image';
import { ShareCard } from './share-card';

const png = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('shareImageResponse', () => {
  const realFetch = global.fetch;
  // next/og loads its WebAssembly from data: addresses; anything else would be the network.
  const network: string[] = [];
  beforeAll(() => {
    global.fetch = ((input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network.push(url);
      return Promise.reject(new Error('no network in a link preview'));
    }) as typeof fetch;
  });
  afterAll(() => {
    global.fetch = realFetch;
  });

  it.each([
    ['with a price (₹)', productPage],
    ['without a price', bareProductPage],
  ])('draws the card %s as a 1200x630 PNG under 300 KB, fetching nothing', async (_, data) => {
    const response = await shareImageResponse(<ShareCard card={productShareCard(data)} />);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = await png(response);
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(network).toEqual([]);
  });

  it('answers an unknown page with a plain 404', async () => {
    const response = shareImageNotFound();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
