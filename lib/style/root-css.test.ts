import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootCss, rootCssVersion } from './root-css';

/** A project folder holding the two root stylesheets. */
function projectWith(globals: string, live: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'root-css-'));
  mkdirSync(path.join(root, 'app'));
  mkdirSync(path.join(root, 'components/product-page'), { recursive: true });
  writeFileSync(path.join(root, 'app/globals.css'), globals);
  writeFileSync(path.join(root, 'components/product-page/live.css'), live);
  return root;
}

describe('rootCss', () => {
  it('joins globals.css then live.css, minified and without comments', () => {
    const root = projectWith(
      '/* site-wide */\n.card {\n  padding: 1rem;\n  color: #ffffff;\n}\n',
      '.popup > .title {\n  margin: 0px;\n}\n',
    );
    expect(rootCss(root)).toBe('.card{color:#fff;padding:1rem}.popup>.title{margin:0}');
  });

  it('holds the rules of both stylesheets of this app', () => {
    const css = rootCss();
    expect(css).toContain('.site-header{'); // app/globals.css
    expect(css).toContain('.popup-layer{'); // components/product-page/live.css
    expect(css.indexOf('.site-header{')).toBeLessThan(css.indexOf('.popup-layer{'));
    expect(css).not.toContain('/*');
    expect(css).not.toContain('\n');
  });

  it('versions the stylesheet by its text', () => {
    const first = rootCssVersion(projectWith('.a{color:red}', ''));
    expect(first).toMatch(/^[0-9a-f]{10}$/);
    expect(rootCssVersion(projectWith('.a{color:red}', '.b{color:blue}'))).not.toBe(first);
  });
});
