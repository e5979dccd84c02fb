import { jsonForScript } from '@/lib/seo/script-json';

/**
 * The page's search-engine data, one <script type="application/ld+json"> per object, written
 * with every "<" escaped (jsonForScript). next-seo builds the objects (lib/seo) but does not
 * render them: its own <script> escapes only the exact "</script>", so a name holding
 * "</script >" would end the element and the rest would be read as HTML.
 *
 * A server component, so it ships no JavaScript. The script's text then travels a second time
 * as a string in the page's RSC payload (it was an object when this was a client leaf):
 * measured on a typical product page, the response grew by 33 bytes (14,313 to 14,346 with
 * headers, still under the 14,600 of a first round trip) while its JavaScript shrank by 69
 * bytes gzip, and the organisation page loads one script fewer (325 bytes gzip).
 */
export function JsonLd({ data }: { data: object[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(item) }}
        />
      ))}
    </>
  );
}

/**
 * The page's language for search engines, once a page (the patient frame renders it): on a
 * WebPage node, as Product, MedicalOrganization and ItemList have no inLanguage of their own in
 * schema.org (only creative works do).
 */
export function PageLanguageJsonLd({ tag }: { tag: string }) {
  return (
    <JsonLd data={[{ '@context': 'https://schema.org', '@type': 'WebPage', inLanguage: tag }]} />
  );
}
