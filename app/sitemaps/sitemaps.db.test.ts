// /sitemap.xml and /sitemaps/N.xml as served: streamed, the same bytes as the sitemap written
// whole, with their headers, and a 404 in the shared error shape for any other file name.
import type { Db } from '@/lib/db/connect';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { sitemapRoot } from '@/lib/seo';
import { env } from '@/lib/env';

// The routes' database, whichever registry asks (the routes are loaded in their own below).
const mockDatabase: { db?: Db } = {};
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDatabase.db,
  getReplicaDb: async () => mockDatabase.db,
}));
jest.mock('next/cache', () => jest.requireActual('@/lib/testing/tagged-next-cache'));

const scenario = setUpScenarioDb();

type Get = (request: Request, context: { params: Promise<{ file: string }> }) => Promise<Response>;

/**
 * The routes, loaded afresh: the setup file loaded the cache module (lib/testing/jest-setup.ts)
 * before this file's mocks, with the real database.
 */
function routes() {
  let loaded: { root: () => Promise<Response>; file: Get };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded in the isolated registry */
    loaded = {
      root: (require('../sitemap.xml/route') as { GET: () => Promise<Response> }).GET,
      file: (require('./[file]/route') as { GET: Get }).GET,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded!;
}

const fileOf = (get: Get, file: string) =>
  get(new Request(`http://127.0.0.1:3000/sitemaps/${file}`), {
    params: Promise.resolve({ file }),
  });

beforeAll(() => {
  mockDatabase.db = scenario.db.db;
});

it('serves the sitemap as a stream of the same bytes, cached by shared caches for an hour', async () => {
  const { root, file } = routes();
  const whole = await sitemapRoot(scenario.db.db, env().SITE_URL);
  for (const response of [await root(), await fileOf(file, '0.xml')]) {
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(whole);
  }
});

it.each([
  '1.xml',
  '9999.xml',
  '00.xml',
  '01.xml',
  '-1.xml',
  'x.xml',
  '0.xml.gz',
  '0',
  '1e3.xml',
  '12345.xml',
  '0.5.xml',
  '%30.xml',
])('/sitemaps/%s is a 404 in the shared error shape', async (name) => {
  const response = await fileOf(routes().file, name);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    reason: 'There is no such sitemap.',
    error_code: 404,
    sub_code: 'sitemap_not_found',
    extra_data: {},
  });
});
