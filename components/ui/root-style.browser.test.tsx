/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ROOT_STYLE_HREF, RootStyle } from './root-style';

describe('RootStyle in the browser', () => {
  it("adopts the server's style element: no second copy, its text kept", async () => {
    document.head.innerHTML = `<style data-precedence="root" data-href="${ROOT_STYLE_HREF}">body{color:red}</style>`;
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(container).render(<RootStyle />));
    const styles = document.querySelectorAll(`style[data-href="${ROOT_STYLE_HREF}"]`);
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe('body{color:red}');
  });
});
