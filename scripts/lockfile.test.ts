// The lockfile must install on every platform a developer or a deployment may use, not only on
// the machine that wrote it: `npm ci` installs only what the lockfile lists, so a native
// package of macOS or Windows missing from it (an `npm install` with optional packages omitted
// leaves them out) fails there, or installs a build that was never tested.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface LockPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockPackage>;
};
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The entry Node would load `name` from when `from` requires it: the nearest node_modules up. */
function resolvedFrom(from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return null;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up < 0 ? '' : dir.slice(0, up);
  }
}

describe('package-lock.json', () => {
  it('is a version 3 lockfile, as npm 9 and later write', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('lists every optional (per-platform) package of every package it holds', () => {
    const missing = Object.entries(lock.packages).flatMap(([where, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolvedFrom(where, name) === null)
        .map((name) => `${where || '(the project)'} needs ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('carries the macOS and Windows builds of Next.js at the version Linux uses', () => {
    const next = lock.packages['node_modules/next']!.version;
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc', 'linux-x64-gnu']) {
      expect(lock.packages[`node_modules/@next/swc-${platform}`]?.version).toBe(next);
    }
  });

  it('pins each direct dependency at the exact version package.json names', () => {
    const wanted = { ...manifest.dependencies, ...manifest.devDependencies };
    const drift = Object.entries(wanted)
      .filter(([name, version]) => lock.packages[`node_modules/${name}`]?.version !== version)
      .map(([name, version]) => `${name}: ${version} in package.json`);
    expect(drift).toEqual([]);
  });
});
