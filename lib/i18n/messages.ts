// Server code (it reads the disk). Each language's messages are the JSON files of its folder, one per namespace
// (messages/<code>/<namespace>.json, ICU MessageFormat). Read from disk, once per process: a
// new language or namespace is a file, and no page's bundle carries another language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type Messages = { [key: string]: string | Messages };

const ROOT = path.join(process.cwd(), 'lib', 'i18n', 'messages');
const loaded = new Map<Locale, Messages>();

export function messagesDir(locale: Locale): string {
  return path.join(ROOT, locale);
}

/** Every namespace of a language, keyed by its file name. */
export function messagesOf(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = {};
    const dir = messagesDir(locale);
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue;
      messages[file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(path.join(dir, file), 'utf8'),
      ) as Messages;
    }
    loaded.set(locale, messages);
  }
  return messages;
}

/** Only the named namespaces: what a page hands its client components. */
export function pickMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const all = messagesOf(locale);
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]!]));
}

/** The English text of a key ("booking.title"), for a message another language lacks. */
export function englishMessage(key: string): string | undefined {
  let node: string | Messages | undefined = messagesOf(DEFAULT_LOCALE);
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}
