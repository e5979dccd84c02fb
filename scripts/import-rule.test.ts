// The import rule of README "Layout" is enforced by lint: these imports must fail it, and the
// same names through a feature's entry file must pass. ESLint runs in a child process (its
// configuration is ESM, which Jest's module system does not load).
import { execFileSync } from 'node:child_process';

const probes = {
  insides: [
    'components/booking/probe.ts',
    "import { useLive } from '@/components/product-page/live-context';\nexport const probe = useLive;\n",
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
