import { readdirSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { messagesDir, messagesOf, type Messages } from './messages';

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valueAt(messages: Messages, key: string): string {
  let node: string | Messages = messages;
  for (const part of key.split('.')) node = (node as Messages)[part]!;
  return node as string;
}

/** The names of a message's arguments ({count}, {site}), and whether it has a plural. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort();
}

const english = messagesOf(DEFAULT_LOCALE);
const englishKeys = keysOf(english).sort();
const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

describe('message files', () => {
  it('have the same namespaces in every language', () => {
    const files = (locale: string) => readdirSync(messagesDir(locale)).sort();
    for (const locale of others) expect(files(locale)).toEqual(files(DEFAULT_LOCALE));
  });

  it.each(others)('%s has every English key, and no key English lacks', (locale) => {
    const keys = keysOf(messagesOf(locale)).sort();
    expect(englishKeys.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !englishKeys.includes(k))).toEqual([]);
  });

  it.each(LOCALES)('%s: no message is empty and every one is valid ICU', (locale) => {
    const messages = messagesOf(locale);
    for (const key of keysOf(messages)) {
      const text = valueAt(messages, key);
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect(() => parse(text)).not.toThrow();
    }
  });

  // A translation may leave a value out (a shorter SMS names no centre), never bring its own:
  // an argument English lacks would be given no value and shown raw.
  it.each(others)('%s uses no argument English does not give', (locale) => {
    const messages = messagesOf(locale);
    for (const key of englishKeys) {
      const given = argumentsOf(valueAt(english, key));
      const extra = argumentsOf(valueAt(messages, key)).filter((a) => !given.includes(a));
      expect({ key, extra }).toEqual({ key, extra: [] });
    }
  });
});
