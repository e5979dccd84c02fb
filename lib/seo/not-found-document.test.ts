import { fillErrorShell, fillNotFoundAnswers, notFoundParts } from './not-found-document';

const PRERENDERED =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><style data-href="root-css">body{}</style>' +
  '<title>Page not found | DiagnoBook</title></head><body><div hidden=""></div><header class="site-header">' +
  '<a href="/">DiagnoBook</a></header><script>self.__next_f=1</script><main><h1>We could not find that page</h1></main></body></html>';
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Home title</title></head>' +
  '<body><div hidden=""></div><script>self.__next_f.push([1,"flight"])</script></body></html>';

describe('the not-found document', () => {
  const parts = notFoundParts(PRERENDERED);

  it('fills Next’s error document with the language, title, styles and markup, scripts kept', () => {
    const html = fillErrorShell(SHELL, parts);
    expect(html).toMatch(/^<!DOCTYPE html><html id="__next_error__" lang="en-IN">/);
    expect(html).toContain('<title>Page not found | DiagnoBook</title>');
    expect(html).not.toContain('Home title');
    expect(html).toContain('<style data-href="root-css">body{}</style></head>');
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('We could not find that page')).toBeLessThan(body.indexOf('<script>'));
    expect(body).toContain('self.__next_f.push([1,"flight"])');
    expect(body).not.toContain('self.__next_f=1'); // the prerendered page's own flight is left out
  });

  it('leaves any other document alone', () => {
    expect(fillErrorShell(PRERENDERED, parts)).toBe(PRERENDERED);
  });

  function fakeResponse(status: number, type: string) {
    const headers = new Map<string, string>([['content-type', type]]);
    const sent: string[] = [];
    const res = {
      statusCode: status,
      headersSent: false,
      getHeader: (n: string) => headers.get(n.toLowerCase()),
      setHeader: (n: string, v: string) => void headers.set(n.toLowerCase(), v),
      removeHeader: (n: string) => void headers.delete(n.toLowerCase()),
      write: (chunk: string | Uint8Array) => {
        sent.push(String(chunk));
        return true;
      },
      end: (chunk?: unknown) => {
        if (typeof chunk === 'string') sent.push(chunk);
      },
    };
    return { res, headers, sent };
  }

  it('holds back a 404 error document and sends it filled, kept out of shared caches', () => {
    const { res, headers, sent } = fakeResponse(404, 'text/html; charset=utf-8');
    headers.set('content-length', String(SHELL.length));
    fillNotFoundAnswers(res, () => parts);
    res.write(Buffer.from(SHELL.slice(0, 120)));
    res.write(SHELL.slice(120));
    res.end();
    expect(sent.join('')).toBe(fillErrorShell(SHELL, parts));
    expect(headers.get('cache-control')).toMatch(/private.*no-store/);
    expect(headers.get('content-length')).toBe(String(Buffer.byteLength(sent.join(''))));
  });

  it('passes other answers through as written', () => {
    const { res, headers, sent } = fakeResponse(200, 'text/html; charset=utf-8');
    fillNotFoundAnswers(res, () => parts);
    res.write(SHELL);
    res.end('!');
    expect(sent.join('')).toBe(`${SHELL}!`);
    expect(headers.has('cache-control')).toBe(false);
  });
});
