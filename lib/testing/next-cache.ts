// next/cache under Jest: Next's cache lives in its server (there is no incremental cache
// here), so a cached read runs its loader each time and revalidations are recorded.
export const revalidated: string[] = [];

export function unstable_cache<A extends unknown[], R>(
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return load;
}

export function revalidateTag(tag: string): void {
  revalidated.push(tag);
}
