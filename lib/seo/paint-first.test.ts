import { mayPaintFirst, PAINT_FIRST_LOADER, paintFirstRewriter } from './paint-first';

const tag = (src: string) => `<script src="${src}" async=""></script>`;
const PAGE =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>' +
  tag('/_next/static/chunks/a1.js') +
  tag('/_next/static/chunks/turbopack-b2.js') +
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
  '</head><body><h1>एमआरआई ब्रेन స్కాన్</h1><script>self.__next_f.push([1,"x"])</script>' +
  tag('/_next/static/chunks/main.js') +
  '</body></html>';

function rewriteIn(pieces: Buffer[]): string {
  const rewriter = paintFirstRewriter();
  return Buffer.concat([...pieces.map((p) => rewriter.write(p)), rewriter.end()]).toString('utf8');
}

/** The page cut into pieces of `size` bytes, through characters and tags alike. */
const cut = (text: string, size: number) => {
  const bytes = Buffer.from(text, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return pieces;
};

describe('paintFirstRewriter', () => {
  const whole = rewriteIn([Buffer.from(PAGE)]);

  it('turns each chunk script into a call, with the loader once before the first', () => {
    expect(whole).not.toMatch(/<script src="\/_next\/static\/chunks\/(a1|turbopack-b2|main)\.js"/);
    for (const src of ['a1', 'turbopack-b2', 'main'].map((n) => `/_next/static/chunks/${n}.js`)) {
      expect(whole).toContain(`<script>__paintFirst("${src}")</script>`);
    }
    expect(whole.split(PAINT_FIRST_LOADER)).toHaveLength(2);
    expect(whole.indexOf(PAINT_FIRST_LOADER)).toBeLessThan(whole.indexOf('__paintFirst("'));
  });

  it('leaves everything else as it was, byte for byte', () => {
    expect(whole).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(whole).toContain('<h1>एमआरआई ब्रेन స్కాన్</h1>');
    expect(whole).toContain('<script>self.__next_f.push([1,"x"])</script>');
    const back = whole
      .replace(PAINT_FIRST_LOADER, '')
      .replace(/<script>__paintFirst\("([^"]+)"\)<\/script>/g, (_m, src: string) => tag(src));
    expect(back).toBe(PAGE);
  });

  it.each([1, 2, 3, 7, 16, 50])(
    'gives the same bytes when the page arrives %i bytes at a time',
    (size) => {
      expect(rewriteIn(cut(PAGE, size))).toBe(whole);
    },
  );

  it('passes a page without chunk scripts through unchanged', () => {
    const plain = '<html><body><p>a < b</p></body></html>';
    expect(rewriteIn(cut(plain, 5))).toBe(plain);
  });
});

describe('mayPaintFirst', () => {
  it('rewrites public pages, never a page whose policy runs only nonce-carrying scripts', () => {
    expect(mayPaintFirst("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(true);
    expect(mayPaintFirst(undefined)).toBe(true);
    expect(mayPaintFirst("script-src 'self' 'nonce-abc' 'strict-dynamic'")).toBe(false);
  });
});
