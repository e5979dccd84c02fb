/** The `name=value` pairs of Set-Cookie lines, as a Cookie request header would carry them. */
export function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';', 1)[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
