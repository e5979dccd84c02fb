/** @jest-environment jsdom */
// What a browser makes of the page's JSON-LD: the server's HTML parsed as a document.
import { FAQJsonLd } from 'next-seo';
import { renderToStaticMarkup } from 'react-dom/server';
import { productJsonLd } from '@/lib/seo/product-jsonld';
import { productPage } from '@/lib/seo/testing';
import { JsonLd, PageLanguageJsonLd } from './json-ld';

const parse = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');

// Each would end a <script> early if left as it is; the rest would then be read as HTML.
const HOSTILE = [
  '</script><img src=x onerror=alert(1)>',
  '</SCRIPT><img src=x onerror=alert(1)>',
  '</script ><img src=x onerror=alert(1)>',
  '</script/><img src=x onerror=alert(1)>',
  '</script x><img src=x onerror=alert(1)>',
  '<!--<script></script><img src=x onerror=alert(1)>',
];

const webPage = (tag: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebPage',
  inLanguage: tag,
});

describe('JsonLd', () => {
  it.each(HOSTILE)('keeps a product named %j inside its scripts, read back as written', (name) => {
    const data = productJsonLd(
      {
        ...productPage,
        product: {
          ...productPage.product,
          name,
          aliases: [name],
          faqs: [{ question: name, answer: `<p>${name}</p>` }],
        },
      },
      'https://diagnobook.example',
    );
    const doc = parse(renderToStaticMarkup(<JsonLd data={data} />));
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    const scripts = [...doc.body.children];
    expect(scripts.map((s) => [s.tagName, s.getAttribute('type')])).toEqual(
      data.map(() => ['SCRIPT', 'application/ld+json']),
    );
    expect(scripts.map((s) => JSON.parse(s.textContent!))).toEqual(data);
  });

  it.each(['en-IN', 'hi-IN', 'te-IN'])(
    "names the page's language (%s) on a WebPage node",
    (tag) => {
      const doc = parse(renderToStaticMarkup(<PageLanguageJsonLd tag={tag} />));
      expect([...doc.body.children].map((s) => JSON.parse(s.textContent!))).toEqual([webPage(tag)]);
    },
  );

  it('is needed: next-seo\'s own <script> lets "</script >" end it (so it only builds the data)', () => {
    const html = renderToStaticMarkup(
      <FAQJsonLd questions={[{ question: HOSTILE[2]!, answer: 'Yes.' }]} />,
    );
    expect(parse(html).querySelectorAll('img')).toHaveLength(1);
  });
});
