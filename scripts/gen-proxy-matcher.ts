// npm run gen:proxy: writes the generated matcher literal into proxy.ts after a change to the
// catalogue's product slugs (lib/db/seed/data). proxy-matcher.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildProxyMatcher } from '@/lib/seo/proxy-matcher';
import { ALL_PRODUCTS } from '@/lib/db/seed/generate';

const file = 'proxy.ts';
const source = readFileSync(file, 'utf8');
const matcher = buildProxyMatcher(ALL_PRODUCTS.map((p) => p.slug));
// The product matcher is the last entry; the staff pages' entries before it are kept.
const next = source.replace(/'[^']*',?\s*\],\s*\};\s*$/, `'${matcher}',\n  ],\n};\n`);
if (next === source && !source.includes(matcher))
  throw new Error('matcher literal not found in proxy.ts');
writeFileSync(file, next);
console.log(`proxy.ts matcher: ${ALL_PRODUCTS.length} product slugs`);
