import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Targets } from 'lightningcss';

/**
 * The stylesheets every page carries, in cascade order. The product page's live parts
 * (components/product-page/live.css) are here too: most visits land on a product page, and its first response
 * should hold all the CSS it paints with. Literal paths, so Next traces these two files only.
 */
const readRootStylesheets = (root: string) => [
  readFileSync(path.join(root, 'app/globals.css'), 'utf8'),
  readFileSync(path.join(root, 'components/product-page/live.css'), 'utf8'),
];

// Next 16's default browserslist, so this CSS is lowered exactly as far as Next lowers the rest.
const version = (major: number, minor = 0) => (major << 16) | (minor << 8);
const TARGETS: Targets = {
  chrome: version(111),
  edge: version(111),
  firefox: version(111),
  safari: version(16, 4),
  ios_saf: version(16, 4),
};

let built: { root: string; css: string } | undefined;

/** The root stylesheets, minified. Built once per server; in development, on every call. */
export function rootCss(root: string = process.cwd()): string {
  if (built?.root === root && process.env.NODE_ENV === 'production') return built.css;
  // A plain require: imported, the native addon makes this an async module under Turbopack,
  // and the page's render needs the text synchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { transform } = require('lightningcss') as typeof import('lightningcss');
  const result = transform({
    filename: 'root.css',
    code: Buffer.from(readRootStylesheets(root).join('\n')),
    minify: true,
    targets: TARGETS,
  });
  built = { root, css: result.code.toString() };
  return built.css;
}

/** A short hash of the root stylesheet: the version in its file's address (app/root.css). */
export function rootCssVersion(root: string = process.cwd()): string {
  return createHash('sha256').update(rootCss(root)).digest('hex').slice(0, 10);
}
