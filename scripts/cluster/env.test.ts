// cluster.env is written by bash's printf %q: the test must read back exactly what was written.
import { execFileSync } from 'node:child_process';
import { parseExports } from './env';

const written = (values: Record<string, string>) =>
  execFileSync(
    'bash',
    [
      '-c',
      'while [ $# -gt 0 ]; do printf "export %s=%q\\n" "$1" "$2"; shift 2; done',
      '--',
      ...Object.entries(values).flat(),
    ],
    { encoding: 'utf8' },
  );

describe('parseExports', () => {
  it('reads back the values cluster.sh writes with printf %q', () => {
    const values = {
      STAFF_AUTH_SECRET: 'Pe+XhQ4drOx1Graj9mfvUhmVZaK+aTlI64dbQxq51tI=',
      OPS_API_TOKEN: '_uJyZkrvk5G1eF8V9IezAgwGa6mDC5jp',
      PRIMARY_URL: 'postgres://storefront:storefront@127.0.0.1:46487/storefront',
      CLUSTER_DIR: "/tmp/a folder with 'quotes' & $dollars",
      PG_RUN_AS: '',
    };
    expect(Object.fromEntries(parseExports(written(values)))).toEqual(values);
  });

  it('ignores comments and other lines', () => {
    expect([...parseExports('# a comment\nFOO=1\nexport BAR=2\n')]).toEqual([['BAR', '2']]);
  });
});
