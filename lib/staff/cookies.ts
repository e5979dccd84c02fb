/** The `name=value` pairs of Set-Cookie lines, as a Cookie request header would carry them. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';', 1)[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

const LIFETIME = /;\s*(max-age|expires)=[^;]*/gi;

/**
 * Passes better-auth's cookies on to a response, the session cookie without a lifetime: it
 * lasts until the browser closes, and the server alone ends the session (idle and absolute
 * limits, lib/staff/viewer.ts). Otherwise the cookie would expire a fixed idle time after it
 * was last set, which only API calls do, and a member reading pages would be logged out while
 * at work. Cookies that delete (empty value) keep their lifetime of 0.
 */
export function appendStaffCookies(response: Response, lines: string[]): void {
  for (const line of lines) {
    const [pair = ''] = line.split(';', 1);
    const keep = !pair.includes('session_token') || pair.trim().endsWith('=');
    response.headers.append('set-cookie', keep ? line : line.replace(LIFETIME, ''));
  }
}
