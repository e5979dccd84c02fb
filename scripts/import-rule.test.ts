// The import rule of README "Layout" is enforced by lint: these imports must fail it, and the
// same names through a feature's entry file must pass. ESLint runs in a child process (its
// configuration is ESM, which Jest's module system does not load).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const probes = {
  insides: [
    'components/product-page/probe.ts',
    "import { SlotPicker } from '@/components/booking/slot-picker';\nexport const probe = SlotPicker;\n",
  ],
  unlistedEdge: [
    'lib/reviews/probe.ts',
    "import { bookFromRequest } from '@/lib/booking';\nexport const probe = bookFromRequest;\n",
  ],
  entry: [
    'components/booking/probe.ts',
    "import { PhoneCode } from '@/components/accounts';\nexport const probe = PhoneCode;\n",
  ],
  componentsInLib: [
    'lib/booking/probe.ts',
    "import { BookingScreen } from '@/components/booking';\nexport const probe = BookingScreen;\n",
  ],
  featureInShared: [
    'lib/catalog/probe.ts',
    "import { cachedProductPage } from '@/lib/product-page/load';\nexport const probe = cachedProductPage;\n",
  ],
} as const;

const LINT = `
const { ESLint } = require('eslint');
(async () => {
  // no-cycle reads each file from disk, and a probe is never written there.
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const probes = JSON.parse(process.argv[1]);
  const out = {};
  for (const [name, [filePath, code]] of Object.entries(probes)) {
    const [result] = await eslint.lintText(code, { filePath });
    out[name] = result.messages
      .filter((m) => m.ruleId === 'import/no-restricted-paths')
      .map((m) => m.message);
  }
  process.stdout.write(JSON.stringify(out));
})();
`;

let errors: Record<keyof typeof probes, string[]>;

beforeAll(() => {
  const out = execFileSync(process.execPath, ['-e', LINT, JSON.stringify(probes)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  errors = JSON.parse(out) as typeof errors;
}, 120_000);

describe('the import rule between features', () => {
  it("refuses another feature's insides", () => {
    expect(errors.insides).toEqual([expect.stringContaining('only through its entry files')]);
  });

  it('refuses a feature it is not listed as using, even through the entry', () => {
    expect(errors.unlistedEdge).toEqual([expect.stringContaining('reviews may not use booking')]);
  });

  it("takes another feature's entry file", () => {
    expect(errors.entry).toEqual([]);
  });

  it('refuses components in lib/, and any feature in the shared domain', () => {
    expect(errors.componentsInLib).toEqual([
      expect.stringContaining('lib/ never imports components/'),
    ]);
    expect(errors.featureInShared).toEqual([
      expect.stringContaining('The shared domain and the platform import no feature'),
    ]);
  });
});

/** layout.config.mjs, read in a child process for the same reason as the lint above. */
function layoutConfig(): { FEATURES: string[]; FEATURE_EDGES: Record<string, string[]> } {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const m = await import('./layout.config.mjs'); process.stdout.write(JSON.stringify(m));",
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  return JSON.parse(out) as ReturnType<typeof layoutConfig>;
}

/** The rows of the README's "Allowed feature edges" table: feature -> the features it uses. */
function readmeEdges(): Record<string, string[]> {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.split('### Allowed feature edges')[1]?.split(/\n#{1,3} /)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && line.includes('`'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return Object.fromEntries(
    rows.map(([, feature = '', uses = '']) => [
      feature.replaceAll('`', ''),
      [...uses.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
    ]),
  );
}

describe('the allowed feature edges', () => {
  const { FEATURES, FEATURE_EDGES } = layoutConfig();

  it('name only features, and no two features use each other', () => {
    for (const [feature, uses] of Object.entries(FEATURE_EDGES)) {
      expect(FEATURES).toContain(feature);
      for (const used of uses) {
        expect(FEATURES).toContain(used);
        expect({ [used]: FEATURE_EDGES[used] ?? [] }).not.toEqual({
          [used]: expect.arrayContaining([feature]),
        });
      }
    }
  });

  it("are the README's table, row for row", () => {
    expect(readmeEdges()).toEqual(FEATURE_EDGES);
  });
});

describe("a feature's entry files", () => {
  const root = join(__dirname, '..');
  const { FEATURES } = layoutConfig();
  const entries = FEATURES.flatMap((feature) =>
    ['lib', 'components'].flatMap((top) => {
      const folder = join(root, top, feature);
      if (!existsSync(folder)) return [];
      return readdirSync(folder)
        .filter((name) => /^(index|client)\.ts$|\.entry\.ts$/.test(name))
        .map((name) => `${top}/${feature}/${name}`);
    }),
  );

  it('exist for every feature', () => {
    for (const feature of FEATURES) {
      expect(entries.filter((e) => e.split('/')[1] === feature)).not.toEqual([]);
    }
  });

  it('only re-export: their implementation lives in named files', () => {
    const declarations = entries.flatMap((entry) => {
      const code = readFileSync(join(root, entry), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        // A re-export or a side-effect import (a stylesheet, the server-only marker) may span lines.
        .replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s+'[^']+';/g, '')
        .replace(/import\s+'[^']+';/g, '');
      return code.trim() ? [`${entry}: ${code.trim().split('\n')[0]}`] : [];
    });
    expect(declarations).toEqual([]);
  });
});
