import { rootCss } from '@/lib/style/root-css';
import { GET } from './route';

it('serves the root stylesheet as CSS, cached for good (its address carries the version)', async () => {
  const res = GET();
  expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await res.text()).toBe(rootCss());
});
