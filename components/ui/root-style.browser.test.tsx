/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ROOT_CSS_PATH, ROOT_STYLE_HREF, RootStyle } from './root-style';

const renderInBrowser = () => render(<RootStyle version="abc123" />);

describe('RootStyle in the browser', () => {
  it("links the stylesheet's file where the server sent no copy (Next's error shell)", () => {
    renderInBrowser();
    const links = document.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(`${ROOT_CSS_PATH}?v=abc123`);
    expect(links[0]!.getAttribute('data-precedence')).toBe('root');
  });

  it("adopts the server's style element: no second copy, its text kept", () => {
    document.head.innerHTML = `<style data-precedence="root" data-href="${ROOT_STYLE_HREF}">body{color:red}</style>`;
    renderInBrowser();
    const styles = document.querySelectorAll(`style[data-href="${ROOT_STYLE_HREF}"]`);
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe('body{color:red}');
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });
});
