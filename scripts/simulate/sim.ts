// What every actor of the simulation shares: the clock, the database, the seeded chance, the
// ledger of what patients were told, and the state of the injected failures.
import type { Rng } from '@/lib/db/seed/prng';
import { HttpError } from '@/lib/server-api/errors';
import type { Outcome } from '@/lib/promises';
import type { SimOptions } from './options';
import type { Timeline } from './timeline';
import type { World } from './world';

export interface Settings {
  callHours: string;
  callBackMinutes: number;
  channel: 'sms' | 'whatsapp';
  retryLimit: number;
  retryDelaySeconds: number;
}

/** The app server: killed at `killAt`, back `downMs` later; what was in flight then is lost. */
export interface ServerState {
  killAt: number | null;
  backAt: number;
  /** The next booking written after the kill loses its answer; the next message its 'sent'. */
  loseNextAnswer: boolean;
  loseNextSend: boolean;
}

export interface Sim {
  options: SimOptions;
  clock: Timeline;
  world: World;
  rng: (label: string) => Rng;
  settings: Settings;
  server: ServerState;
  /** Each booking or lead a patient asked for, and whether it was kept once they were told. */
  ledger: Outcome[];
  /** Bookings patients were told were made (by Idempotency-Key), and leads told 'we'll call'. */
  told: { key: string; city: string; at: number }[];
  toldLeads: { phone: string; city: string; at: number }[];
  /** Queues the messages that have fallen due, as a route does after its write. */
  nudge(): void;
  /** Agents waiting for a lead, in the order they went idle. */
  idleAgents: Set<{ wake: () => void }>;
  /** The centre that never answers (injected), or null. */
  silentCentre: number | null;
  counts: Record<string, number>;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A request that met the kill or the database restart: the caller tries again. */
export class RequestLost extends Error {}

/**
 * One request to the storefront as a patient's or staff member's browser makes it: refused
 * while the server is down, and its answer lost when the server dies under it. A 4xx comes
 * back as the HttpError; anything else (a database restarting) as the error itself.
 */
export async function request<T>(sim: Sim, call: () => Promise<T>, writes = false): Promise<T> {
  const now = sim.clock.now;
  if (writes && sim.server.loseNextAnswer) {
    // The write in flight as the server died: done in the database, its answer never sent.
    sim.server.loseNextAnswer = false;
    await call();
    sim.counts.answers_lost_to_kill = (sim.counts.answers_lost_to_kill ?? 0) + 1;
    throw new RequestLost('The server died before it answered.');
  }
  if (sim.server.killAt !== null && now >= sim.server.killAt && now < sim.server.backAt) {
    throw new RequestLost('The server is restarting.');
  }
  return call();
}

/** Whether an error is the kind a browser retries (no answer, or a 5xx), not a refusal. */
export const retryable = (error: unknown) => !(error instanceof HttpError) || error.status >= 500;

/** Uniform in [min, max). */
export const between = (rng: Rng, min: number, max: number) => min + rng.next() * (max - min);

/** An exponential wait with the given mean (a person's reaction time). */
export const exponential = (rng: Rng, mean: number) => -Math.log(1 - rng.next()) * mean;
