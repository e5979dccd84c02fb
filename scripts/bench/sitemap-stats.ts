// The sitemap as a crawler meets it: /sitemap.xml, then each file its index names, each
// counted (its <url> elements: one address each), checked against the sitemaps.org schema,
// sized and timed, with the serving process's memory where this machine can see it.
//   npx tsx scripts/bench/sitemap-stats.ts --base http://127.0.0.1:3601 [--pid N] [--no-validate] [--json]
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sitemapProblems } from '@/lib/seo/sitemap-schema/validate';

export interface SitemapFileStats {
  path: string;
  kind: 'index' | 'urlset';
  /** <url> elements (addresses) in a file, <sitemap> elements in an index. */
  entries: number;
  /** The XML's size, uncompressed. */
  bytes: number;
  /** From the request to the first byte of the body, and to its last. */
  ttfbMs: number;
  totalMs: number;
  /** The schema's complaints (null when not validated). */
  problems: string[] | null;
  /** The server's resident memory at its highest while this file was served, in MB. */
  serverPeakRssMb: number | null;
}

export interface SitemapStats {
  base: string;
  /** Every address of the sitemap: the <url> elements of all its files. */
  addresses: number;
  files: SitemapFileStats[];
  valid: boolean | null;
  /** The server's process and its resident memory before and at the highest, in MB. */
  server: { pid: number; rssBeforeMb: number; rssPeakMb: number } | null;
}

const count = (xml: string, tag: string) => xml.split(tag).length - 1;
const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** VmRSS of a process in kB, or null once it cannot be read. */
function rssKb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The process that listens on `port` (Linux: its socket in /proc/net/tcp*, then its fd). */
export function listenerPid(port: number): number | null {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is field 9.
      if (f[3] === '0A' && parseInt(f[1]?.split(':')[1] ?? '', 16) === port) inodes.add(f[9]!);
    }
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

async function fetchFile(
  url: string,
  pid: number | null,
): Promise<{ xml: string; ttfbMs: number; totalMs: number; peakKb: number | null }> {
  let peakKb = pid ? rssKb(pid) : null;
  const sampler = pid
    ? setInterval(() => {
        const kb = rssKb(pid);
        if (kb !== null && (peakKb === null || kb > peakKb)) peakKb = kb;
      }, 20)
    : null;
  try {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let xml = '';
    let ttfbMs = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      if (!ttfbMs) ttfbMs = performance.now() - started;
      xml += decoder.decode(r.value, { stream: true });
    }
    xml += decoder.decode();
    return { xml, ttfbMs, totalMs: performance.now() - started, peakKb };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

/**
 * Fetches the sitemap from `base` and every file its index names (their own origin replaced by
 * `base`), one after another. `pid` is the server's process; by default the one listening on
 * the base's port, when it is on this machine.
 */
export async function sitemapStats(
  base: string,
  options: { pid?: number | null; validate?: boolean } = {},
): Promise<SitemapStats> {
  const origin = new URL(base);
  const pid =
    options.pid !== undefined
      ? options.pid
      : ['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)
        ? listenerPid(Number(origin.port || 80))
        : null;
  const validate = options.validate ?? true;
  const rssBefore = pid ? rssKb(pid) : null;
  const files: SitemapFileStats[] = [];
  const visit = async (path: string): Promise<string> => {
    const { xml, ttfbMs, totalMs, peakKb } = await fetchFile(new URL(path, origin).href, pid);
    const kind = xml.includes('<sitemapindex') ? 'index' : 'urlset';
    files.push({
      path,
      kind,
      entries: count(xml, kind === 'index' ? '<sitemap>' : '<url>'),
      bytes: Buffer.byteLength(xml),
      ttfbMs: Math.round(ttfbMs),
      totalMs: Math.round(totalMs),
      problems: validate
        ? await sitemapProblems(xml, kind === 'index' ? 'siteindex.xsd' : 'urlset.xsd')
        : null,
      serverPeakRssMb: peakKb === null ? null : mb(peakKb),
    });
    return xml;
  };
  const root = await visit('/sitemap.xml');
  if (root.includes('<sitemapindex')) {
    for (const m of root.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = new URL(m[1]!.replace(/&amp;/g, '&'));
      await visit(url.pathname + url.search);
    }
  }
  const peaks = files.flatMap((f) => (f.serverPeakRssMb === null ? [] : [f.serverPeakRssMb]));
  return {
    base,
    addresses: files.reduce((n, f) => n + (f.kind === 'urlset' ? f.entries : 0), 0),
    files,
    valid: validate ? files.every((f) => f.problems?.length === 0) : null,
    server:
      pid && rssBefore !== null
        ? { pid, rssBeforeMb: mb(rssBefore), rssPeakMb: Math.max(mb(rssBefore), ...peaks) }
        : null,
  };
}

function report(stats: SitemapStats): string {
  const lines = [
    `${stats.base}: ${stats.addresses.toLocaleString('en')} addresses in ${stats.files.filter((f) => f.kind === 'urlset').length} file(s)` +
      (stats.valid === null ? '' : stats.valid ? ', all valid' : ', NOT VALID'),
    'file                  kind     entries      bytes  ttfb ms  total ms  server peak RSS MB  schema',
  ];
  for (const f of stats.files) {
    lines.push(
      [
        f.path.padEnd(20),
        f.kind.padEnd(7),
        String(f.entries).padStart(8),
        String(f.bytes).padStart(10),
        String(f.ttfbMs).padStart(8),
        String(f.totalMs).padStart(9),
        String(f.serverPeakRssMb ?? '-').padStart(19),
        f.problems === null
          ? '-'
          : f.problems.length === 0
            ? 'valid'
            : f.problems.slice(0, 3).join('; '),
      ].join('  '),
    );
  }
  if (stats.server) {
    lines.push(
      `server pid ${stats.server.pid}: RSS ${stats.server.rssBeforeMb} MB before, ${stats.server.rssPeakMb} MB at most while serving`,
    );
  } else {
    lines.push('server RSS: not visible from here (pass --pid on the server machine)');
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const base = value('--base') ?? 'http://127.0.0.1:3000';
  const pid = value('--pid');
  sitemapStats(base, {
    pid: pid === undefined ? undefined : Number(pid),
    validate: !args.includes('--no-validate'),
  }).then(
    (stats) => {
      console.log(args.includes('--json') ? JSON.stringify(stats, null, 2) : report(stats));
      if (stats.valid === false) process.exitCode = 1;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
