/**
 * A mobile number of its own per seed (give the test and project) and run, so the per-number
 * limits never answer; a spec's own first digit keeps it apart from other specs' numbers.
 */
export function phoneFor(seed: string, firstDigit: '7' | '8' | '9'): string {
  let h = 0;
  for (const c of `${seed}${Date.now()}`) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${firstDigit}${String(h % 1_000_000_000).padStart(9, '0')}`;
}
