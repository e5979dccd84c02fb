import { renderToString } from 'react-dom/server';
import { rootCss } from '@/lib/style/root-css';
import { ROOT_STYLE_HREF, RootStyle } from './root-style';

describe('RootStyle on the server', () => {
  it('renders the root stylesheet as one hoistable style, keyed for the browser to adopt', () => {
    expect(renderToString(<RootStyle version="v1" />)).toBe(
      `<style data-precedence="root" data-href="${ROOT_STYLE_HREF}">${rootCss()}</style>`,
    );
  });
});
