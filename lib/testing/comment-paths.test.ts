// Comments are read by newcomers: every repository path a comment names must exist, and no
// comment sends the reader to a tracker's issue number instead of saying what the code does.
// Only comments are read (`//`, `/* */` and JSDoc in sources and styles, `--` in SQL, `#` in
// shell scripts), so URLs, import specifiers and route strings in code are never taken for paths.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** The folders a path in a comment starts with, as the repository has them at its root. */
const TOP_FOLDERS = [
  'lib',
  'components',
  'app',
  'scripts',
  'e2e',
  'bench',
  'docs',
  'public',
  'pages',
  '.ci',
];

/** Endings a path may leave out, as an import does. */
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '/index.ts', '/index.tsx'];

const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'test-results', '.git']);

/** The repository's tracked files; a walk of the tree where git is not at hand. */
function trackedFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
    return listed.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)));
  } catch {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (SKIPPED_FOLDERS.has(entry.name)) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else files.push(relative(ROOT, path));
      }
    };
    walk(ROOT);
    return files;
  }
}

type Language = 'c' | 'sql' | 'hash';

function languageOf(file: string, text: string): Language | null {
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/.test(file)) return 'c';
  if (file.endsWith('.sql')) return 'sql';
  if (/\.(sh|ya?ml)$/.test(file) || text.startsWith('#!')) return 'hash';
  return null;
}

type Comment = { line: number; text: string };

/** What comes before a slash that starts a regular expression rather than a division. */
const REGEX_BEFORE = /(?:^|[(,=:[!&|?{};+\-*%>~^]|\breturn|\btypeof|\bcase)\s*$/;

/**
 * The comments of a C-like source, each line on its own, with string and template literals
 * skipped so that a `//` inside one (a URL) starts no comment.
 */
function cComments(text: string): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let i = 0;
  const templateDepths: number[] = [];
  let braces = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(i + 2, stop) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end;
      for (const part of text.slice(i + 2, stop).split('\n')) {
        comments.push({ line, text: part });
        line++;
      }
      line--;
      i = stop + 2;
    } else if (c === '/' && REGEX_BEFORE.test(text.slice(Math.max(0, i - 12), i))) {
      // A regular expression literal: skipped to its closing slash, outside a character class.
      let inClass = false;
      i++;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      if (text[i] === '/') i++;
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      if (text[i] === c) i++;
    } else if (c === '`' || (c === '}' && templateDepths.at(-1) === braces)) {
      if (c === '}') templateDepths.pop();
      i++;
      for (;;) {
        if (i >= text.length) break;
        if (text[i] === '`') {
          i++;
          break;
        }
        if (text[i] === '\\') i += 2;
        else if (text[i] === '$' && text[i + 1] === '{') {
          templateDepths.push(braces);
          i += 2;
          break;
        } else {
          if (text[i] === '\n') line++;
          i++;
        }
      }
    } else {
      if (c === '{') braces++;
      else if (c === '}') braces--;
      i++;
    }
  }
  return comments;
}

/** The comments of a file, line by line. */
function commentsOf(file: string, text: string): Comment[] {
  const language = languageOf(file, text);
  if (language === 'c') return cComments(text);
  if (language === null) return [];
  const marker = language === 'sql' ? /--(.*)$/ : /(?:^|\s)#(?!!)(.*)$/;
  const comments: Comment[] = [];
  text.split('\n').forEach((source, index) => {
    const found = marker.exec(source);
    if (found) comments.push({ line: index + 1, text: found[1] ?? '' });
  });
  return comments;
}

// A segment is a plain name, a route group `(store)` or a dynamic segment `[slug]`/`[[...slug]]`.
const SEGMENT = String.raw`(?:\[\[?(?:\.\.\.)?[\w-]+\]\]?|\([\w-]+\)|[\w.-]*[\w-])`;
const PATH = new RegExp(
  String.raw`(?<![\w./@:-])(?:@/)?((?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})(?:/${SEGMENT})+)/?(?![\w<*{]|/\.\.\.|\.\.\.)`,
  'g',
);
/** Root files named without a folder: configurations, the proxy, and upper-case documents. */
const ROOT_FILE =
  /(?<![\w./@:-])([\w-]+\.config\.(?:js|mjs|cjs|ts)|proxy\.ts|instrumentation\.ts|middleware\.ts|[A-Z][A-Z_]+\.md)(?![\w/-])/g;

function exists(path: string): boolean {
  return ENDINGS.some((ending) => existsSync(join(ROOT, path + ending)));
}

/**
 * What the tools write and git ignores (bench/results.json): a comment may name it although a
 * fresh checkout has none. Read from .gitignore's plain lines and `*` wildcards.
 */
function ignoredByGit(): (path: string) => boolean {
  const patterns = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const body = line
        .replace(/^\//, '')
        .replace(/\/$/, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*');
      return new RegExp(`^(?:.*/)?${body}(?:/.*)?$`);
    });
  return (path) => patterns.some((pattern) => pattern.test(path));
}

function namedPaths(comment: string): string[] {
  const named: string[] = [];
  for (const found of comment.matchAll(PATH)) {
    // A sentence's full stop after a path is not part of it.
    named.push(found[1]!.replace(/\.$/, ''));
  }
  for (const found of comment.matchAll(ROOT_FILE)) named.push(found[1]!);
  return named;
}

/** Every file the checks read: tracked sources, the docs and the README left to their writers. */
function sourceFiles(): string[] {
  return trackedFiles().filter(
    (file) =>
      !file.startsWith('docs/') &&
      file !== 'README.md' &&
      !/\.(png|jpe?g|svg|ico|webp|woff2?)$/.test(file) &&
      file !== 'package-lock.json' &&
      statSync(join(ROOT, file)).size < 1_000_000,
  );
}

describe('comments', () => {
  const files = sourceFiles().map((file) => ({
    file,
    text: readFileSync(join(ROOT, file), 'utf8'),
  }));

  it('name only paths that exist', () => {
    const ignored = ignoredByGit();
    const dead: string[] = [];
    for (const { file, text } of files) {
      for (const { line, text: comment } of commentsOf(file, text)) {
        for (const path of namedPaths(comment)) {
          if (!exists(path) && !ignored(path)) dead.push(`${file}:${line}: ${path}`);
        }
      }
    }
    expect(dead).toEqual([]);
  });

  it('say what the code does, not which tracker issue asked for it', () => {
    const numbered: string[] = [];
    for (const { file, text } of files) {
      text.split('\n').forEach((source, index) => {
        if (/[Ii]ssue [0-9]+/.test(source)) numbered.push(`${file}:${index + 1}: ${source.trim()}`);
      });
    }
    expect(numbered).toEqual([]);
  });
});
