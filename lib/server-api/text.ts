// What no text field of ours may hold, whoever sends it: a NUL (Postgres text refuses it, so it
// was a 500), other control characters (they forge log lines and break headers), lone
// surrogates (not Unicode: encoders turn them into U+FFFD or throw), and the bidi controls of
// "Trojan source" text (they make a staff screen show something else than what is stored).
// Checked once for every string of every body and query (lib/server-api/validation.ts), and
// by the pages' own parameters (lib/page-params/params.ts), so no field can forget it.

/** One line of text (a name, an address, a URL): no line breaks of any kind. */
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Text a person writes on several lines (a note): tab, line feed and carriage return allowed. */
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// With the u flag a surrogate class only matches a surrogate that is not half of a pair.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

export type TextKind = 'line' | 'multiline';

/** Why `text` is refused ("must not contain control characters"), or null when it is fine. */
export function textProblem(text: string, kind: TextKind = 'line'): string | null {
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text';
  if (kind === 'line' && LINE_BREAK.test(text)) return 'must be a single line';
  if ((kind === 'line' ? LINE_CONTROL : MULTILINE_CONTROL).test(text)) {
    return 'must not contain control characters';
  }
  if (BIDI_CONTROL.test(text)) return 'must not contain text-direction control characters';
  return null;
}

export interface TextIssue {
  field: string;
  message: string;
}

/**
 * The first string anywhere in `value` (a parsed JSON body, a query) that `textProblem`
 * refuses, named by its path as zod names fields ("patient.name", "centre_ids.0"). Keys are
 * text too. `multiline` lists the paths where line breaks are legitimate. Iterative: a 16 KB
 * body can nest thousands deep.
 */
export function findUnsafeText(
  value: unknown,
  multiline: readonly string[] = [],
  root = '(body)',
): TextIssue | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    const field = path || root;
    if (typeof current === 'string') {
      const problem = textProblem(current, multiline.includes(field) ? 'multiline' : 'line');
      if (problem) return { field, message: problem };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries = Object.entries(current);
    for (const [key] of entries) {
      if (textProblem(key)) {
        return { field, message: 'has a field name with characters that are not allowed' };
      }
    }
    // Pushed last to first, so the first field in the body is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}
