// The Nu Html Checker (vnu-jar, the W3C's checker, on the system's Java 17) over saved pages:
// one run for many files, as the JVM starts slowly.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

const VNU = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** One message of vnu's JSON output, as far as these tests read it. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The standard allows `blocking="render"` on `<link rel="expect">` (HTML, "link-type-expect":
 * it holds the first frame until the element is parsed; components/ui/document.tsx uses it),
 * which vnu 26.9.27 does not know yet: that one message, on that one link, is not an error.
 */
function checkerLags(m: VnuMessage): boolean {
  return (
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(m.extract ?? '')
  );
}

/**
 * Checks each page's HTML (label → markup) and fails with a readable list (page, line,
 * message, the markup) on any error; warnings and the count per page are printed.
 */
export function expectValidHtml(pages: Map<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  try {
    const labelOf = new Map<string, string>();
    for (const [i, [label, html]] of [...pages].entries()) {
      const slug = label.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
      const file = path.join(dir, `${String(i).padStart(2, '0')}-${slug}.html`);
      writeFileSync(file, html);
      labelOf.set(file, label);
    }
    const run = spawnSync(
      'java',
      ['-jar', VNU, '--format', 'json', '--stdout', '--also-check-svg', ...labelOf.keys()],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java runs vnu.jar').toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };

    const pageOf = (url = '') => {
      const file = url.startsWith('file:') ? new URL(url).pathname : url;
      return labelOf.get(file) ?? url;
    };
    const line = (m: VnuMessage) =>
      `${pageOf(m.url)} line ${m.lastLine ?? '?'}: ${m.message}${
        m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''
      }`;
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
    if (warnings.length > 0) console.log(`vnu warnings:\n${warnings.map(line).join('\n')}`);

    const errors = messages.filter((m) => m.type !== 'info' && !checkerLags(m));
    const perPage = new Map([...labelOf.values()].map((p) => [p, 0]));
    for (const m of errors) perPage.set(pageOf(m.url), (perPage.get(pageOf(m.url)) ?? 0) + 1);
    console.log(`vnu errors per page:\n${[...perPage].map(([p, n]) => `  ${n}  ${p}`).join('\n')}`);
    expect(errors.map(line), 'vnu errors (page, line, message)').toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
