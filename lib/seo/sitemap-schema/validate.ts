// A sitemap file checked as search engines check it: against the sitemaps.org schema (a
// sitemap file, with its XHTML language alternates) or the index schema, by libxml2 itself
// (in WebAssembly). The tests and scripts/bench/sitemap-stats.ts use it; the server does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryPages, validateXML } from 'xmllint-wasm';

export type SitemapSchema = 'urlset.xsd' | 'siteindex.xsd';

const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(join(__dirname, fileName), 'utf8'),
});

/** libxml2's complaints about `xml` under `schema`; none when it is valid. */
export async function sitemapProblems(xml: string, schema: SitemapSchema): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [schemaFile(schema)],
    preload: ['sitemap.xsd', 'xhtml-link.xsd'].map(schemaFile),
    // A file of 50,000 addresses is some 25 MB of XML, past the default 32 MiB with its tree.
    maxMemoryPages: memoryPages.GiB,
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}
