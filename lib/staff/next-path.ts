import { localPath } from '@/lib/page-params/local-path';

const STAFF_HOME = '/ops/';

/**
 * Where to go after logging in: a staff page of this site only, never elsewhere; a path that
 * is not one (or not safe to redirect to: lib/page-params/local-path.ts) goes to the staff home.
 */
export function staffNextPath(raw: string | string[] | undefined): string {
  const value = localPath(raw);
  if (!value || !/^\/ops\/[A-Za-z0-9/_.?=&%-]*$/.test(value) || value.includes('//'))
    return STAFF_HOME;
  return value;
}
