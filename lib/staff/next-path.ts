/** Where to go after logging in: a staff page of this site only, never elsewhere. */
export function staffNextPath(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\/ops\/[A-Za-z0-9/_.?=&%-]*$/.test(value) || value.includes('//'))
    return '/ops/';
  return value;
}
