// After `next build`: every browser chunk gets V8's explicit compile hint. Without it, Chrome
// compiles each function on the main thread the first time it is called, and hydration calls
// most of React and Next at once: one long task. With it, Chrome (136+) compiles the whole
// file on a background thread while the file streams in. Other engines see a comment.
// https://v8.dev/blog/explicit-compile-hints
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to each .js file under `dir` that lacks it; answers how many it changed. */
export async function addCompileHints(dir: string): Promise<number> {
  let changed = 0;
  for (const name of await readdir(dir, { recursive: true })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const code = await readFile(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + code);
    changed++;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.join(process.cwd(), '.next/static/chunks');
  addCompileHints(dir).then(
    (n) => console.log(`compile hints: ${n} chunks in ${path.relative(process.cwd(), dir)}`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
