/** A cookie's value in a request's Cookie header, for route handlers that get the raw request. */
export function cookieFrom(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Every cookie name in a request's Cookie header. */
export function cookieNames(request: Request): string[] {
  return (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=')).trim())
    .filter(Boolean);
}
