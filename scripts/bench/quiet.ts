// Before a measurement starts, the servers finish what the one before left them: the messages
// of the bookings just made are sent by each server's job queue for many seconds after the
// booking round ends, and in alternating rounds that work fell into the next target's seconds
// (another server's at that), moving its p99 by more than a catalogue a hundred times larger did.

/** Quiet: the measured processes together use at most this share of one core. */
export const QUIET_CPU_SHARE = 0.05;
/** Over windows this long (a job queue's poll is a blip in it, a backlog is not). */
export const QUIET_WINDOW_MS = 500;
/** A machine that never quietens is measured anyway, after this long (and the wait reported). */
export const QUIET_MAX_WAIT_MS = 60_000;

export interface QuietOptions {
  share?: number;
  windowMs?: number;
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Waits until the processes the meters read (CPU milliseconds so far) use at most `share` of
 * one core over one window. Resolves with the milliseconds waited and whether it got quiet.
 */
export async function waitForQuiet(
  meters: (() => number)[],
  options: QuietOptions = {},
): Promise<{ waitedMs: number; quiet: boolean }> {
  const share = options.share ?? QUIET_CPU_SHARE;
  const windowMs = options.windowMs ?? QUIET_WINDOW_MS;
  const maxWaitMs = options.maxWaitMs ?? QUIET_MAX_WAIT_MS;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  const total = () => meters.reduce((sum, meter) => sum + meter(), 0);
  let waitedMs = 0;
  while (waitedMs < maxWaitMs) {
    const before = total();
    await sleep(windowMs);
    waitedMs += windowMs;
    if (total() - before <= share * windowMs) return { waitedMs, quiet: true };
  }
  return { waitedMs, quiet: false };
}
