import { textProblem } from '@/lib/server-api/text';

/** Where `new URL` resolves a relative address for the check below: never a real site. */
const PROBE_ORIGIN = 'http://local-path.invalid';

/**
 * A path of this site taken from an address (a login's `next`), safe to put in a Location
 * header: null for anything else, and the caller goes to its default page. Refused:
 * - anything but printable ASCII: a header cannot carry it (`/%E3%80%82/evil.com` arrives as
 *   "/。/evil.com", and Node threw "Invalid character in header content", a 500);
 * - another site: absolute, protocol-relative ("//evil"), or backslashed ("/\evil", which
 *   browsers read as "//evil");
 * - malformed percent-encoding ("%zz", "%C0%AF"), and an encoded control character, line
 *   break, bidi control or leading "//" or backslash once decoded.
 */
export function localPath(value: string | string[] | undefined): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (typeof path !== 'string' || path.length === 0 || path.length > 1000) return null;
  if (!/^[\x21-\x7e]+$/.test(path)) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || textProblem(decoded)) return null;
  // Belt and braces: the browser's own reading of the address stays on this site.
  try {
    if (new URL(path, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return path;
}
