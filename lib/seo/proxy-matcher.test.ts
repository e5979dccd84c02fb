import { config } from '@/proxy';
import { ALL_PRODUCTS } from '@/lib/db/seed/generate';
import { buildProxyMatcher } from './proxy-matcher';

// Next turns the matcher into an anchored regular expression over the path.
const matches = (path: string) => new RegExp(`^${config.matcher.at(-1)}$`).test(path);

it('proxy.ts carries the matcher built from the catalogue (run npm run gen:proxy)', () => {
  expect(config.matcher.at(-1)).toEqual(buildProxyMatcher(ALL_PRODUCTS.map((p) => p.slug)));
});

it('skips canonical product addresses', () => {
  expect(matches('/hyderabad/mri-brain/ay5jt4/')).toBe(false);
  expect(matches('/pune/cbc/abc234/')).toBe(false);
  expect(matches('/pune/cbc/abc234')).toBe(false);
  expect(matches('/hi/hyderabad/mri-brain/ay5jt4/')).toBe(false);
  expect(matches('/te/pune/cbc/abc234/')).toBe(false);
});

it('runs for addresses that need a redirect', () => {
  expect(matches('/Hyderabad/mri-brain/ay5jt4/')).toBe(true);
  expect(matches('/hyderabad/mri-brain/AY5JT4/')).toBe(true);
  expect(matches('/hyderabad/brain-mri/ay5jt4/')).toBe(true);
  expect(matches('/hyderabad/mri-brainx/ay5jt4/')).toBe(true);
  expect(matches('/hi/Hyderabad/mri-brain/ay5jt4/')).toBe(true);
  expect(matches('/te/hyderabad/brain-mri/ay5jt4/')).toBe(true);
});

it('never runs for the API, assets, logos or other pages', () => {
  expect(matches('/api/aggregator/call_me/')).toBe(false);
  expect(matches('/_next/static/chunks/abcdef.js')).toBe(false);
  expect(matches('/partner-logos/x/abcdef.svg')).toBe(false);
  // A six-letter city slug (mumbai, jaipur) makes a partner page look like a product page.
  expect(matches('/partners/nirmal-imaging/mumbai/')).toBe(false);
  expect(matches('/te/partners/nirmal-imaging/mumbai/')).toBe(false);
  expect(matches('/about/')).toBe(false);
  expect(matches('/search/')).toBe(false);
});
