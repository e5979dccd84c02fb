/**
 * The storefront page a lead came from, as the agent's console shows it. The call-me form
 * sends the page's absolute address (or a path); it is kept as sent, so it may name any host.
 * Only a path of this site becomes a link: one slash, then anything but a slash or backslash
 * (a browser reads "//host" and "/\host" as another site), resolving to this site's origin.
 * Anything else is shown as text and never linked.
 */
export interface LeadSource {
  /** What the console shows: the path and query, or the address as sent when it is no path here. */
  text: string;
  /** A link on this site, or null. */
  href: string | null;
}

const BASE = 'http://storefront.invalid';
const SHOWN_MAX = 300;
const OWN_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

/** `candidate` as a link on this site, or null when a browser could take it anywhere else. */
export function ownPathLink(candidate: string): string | null {
  if (!OWN_PATH.test(candidate)) return null;
  try {
    const url = new URL(candidate, BASE);
    return url.origin === BASE && `${url.pathname}${url.search}` === candidate ? candidate : null;
  } catch {
    return null;
  }
}

/** The path and query of an absolute http(s) address; null for anything else. */
function pathOf(address: string): string | null {
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const url = new URL(address);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

export function leadSource(source: string): LeadSource {
  const href = ownPathLink(source.startsWith('/') ? source : (pathOf(source) ?? ''));
  if (href) return { text: href, href };
  return { text: source.slice(0, SHOWN_MAX), href: null };
}
