import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  it('puts the hint on top of every script, once, and leaves other files alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(path.join(dir, 'a.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'app/b.js'), '(()=>{})();');
    writeFileSync(path.join(dir, 'c.css'), 'body{margin:0}');

    expect(await addCompileHints(dir)).toBe(2);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(readFileSync(path.join(dir, 'app/b.js'), 'utf8')).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('body{margin:0}');

    // A second run (a build step repeated) changes nothing.
    expect(await addCompileHints(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
  });
});
