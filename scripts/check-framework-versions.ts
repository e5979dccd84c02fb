// CI: Next.js, React and React DOM must be at the newest published patch of their minor line,
// where their security fixes ship. (npm audit itself cannot run here: the registry mirror
// answers 405 to its advisory endpoint.)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PACKAGES = ['next', 'react', 'react-dom'];

const parse = (v: string) => v.split('.').map(Number) as [number, number, number];

function newestPatch(name: string, installed: string): string {
  const [major, minor] = parse(installed);
  const all = JSON.parse(
    execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }),
  ) as string[];
  const line = all.filter(
    (v) => /^\d+\.\d+\.\d+$/.test(v) && parse(v)[0] === major && parse(v)[1] === minor,
  );
  return line.sort((a, b) => parse(a)[2] - parse(b)[2]).at(-1) ?? installed;
}

let behind = 0;
for (const name of PACKAGES) {
  const installed = (
    JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }
  ).version;
  const newest = newestPatch(name, installed);
  const ok = installed === newest;
  if (!ok) behind++;
  // Not "ok <name> <version>": that is the shape of go test's package line, and CI's output is
  // read for test runners' closing lines.
  console.log(
    `${name} ${installed}: ${ok ? 'the newest patch of its line' : `behind, newest patch ${newest}`}`,
  );
}
if (behind > 0) {
  console.error(
    `${behind} framework package(s) miss published patches: update package.json and the lockfile.`,
  );
  process.exit(1);
}
