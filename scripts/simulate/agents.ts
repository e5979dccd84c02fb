// The operations team on the call-back queue, through the console's own functions (leadQueue,
// claimLead, recordOutcome): each agent in call hours takes the lead the queue offers first (the earliest promise), talks for
// a few minutes and records what the call ended with. An idle agent looks again when a new lead
// comes in (the queue page shows it) or five minutes later, whichever is first. Agents work the
// simulated day and the next, when the day's call-backs fall due, each in the hours the staffing
// plan puts them on duty (staffing.ts): agent k works an hour that needs more than k agents.
import { claimLead, type LeadAgent } from '@/lib/lead-queue/claim';
import { recordOutcome } from '@/lib/lead-queue/outcome';
import { leadQueue } from '@/lib/lead-queue/queue';
import type { OutcomeBody } from '@/lib/lead-queue/contract';
import { IST_OFFSET_MS } from '@/lib/locale/india';
import { nextCallHoursOpening, withinCallHours } from '@/lib/messages';
import { indiaHourIndex } from '@/lib/staffing';
import { HttpError } from '@/lib/server-api/errors';
import { between, HOUR, MINUTE, request, retryable, type Sim } from './sim';

const OUTCOMES = ['not_reachable', 'not_interested', 'call_back', 'wrong_number'] as const;
const WEIGHTS = [35, 40, 20, 5];
const IDLE_LOOK_MS = 5 * MINUTE;

/** The start of the next India hour after `now` (India's hours begin at :30 UTC). */
function nextHour(now: number): number {
  return (indiaHourIndex(new Date(now)) + 1) * HOUR - IST_OFFSET_MS;
}

function work(
  sim: Sim,
  agent: LeadAgent,
  index: number,
  until: number,
  onDuty: (now: number) => number,
): void {
  const rng = sim.rng(`agent-${index}`);
  let idle: { wake: () => void } | null = null;
  const rest = (ms: number) => {
    const me = {
      wake: () => {
        if (idle !== me) return;
        idle = null;
        sim.idleAgents.delete(me);
        sim.clock.after(between(rng, 5_000, 30_000), next);
      },
    };
    idle = me;
    sim.idleAgents.add(me);
    sim.clock.after(ms, me.wake);
  };
  const next = async (): Promise<void> => {
    const now = sim.clock.date;
    if (now.getTime() >= until) return;
    if (!withinCallHours(now, sim.settings.callHours)) {
      sim.clock.at(nextCallHoursOpening(now, sim.settings.callHours).getTime(), next);
      return;
    }
    // Off duty this hour: a call in hand is finished first, then the agent waits for their hour.
    if (index >= onDuty(now.getTime())) {
      sim.clock.at(nextHour(now.getTime()), next);
      return;
    }
    try {
      const queue = await request(sim, () => leadQueue(sim.world.db, agent.id, now));
      const lead = queue.leads[0];
      if (!lead) return rest(IDLE_LOOK_MS);
      await request(sim, () => claimLead(sim.world.db, agent, lead.id, sim.clock.date));
      sim.clock.after(between(rng, 2 * MINUTE, 6 * MINUTE), async () => {
        const outcome = rng.weighted(OUTCOMES, WEIGHTS);
        const body: OutcomeBody =
          outcome === 'call_back'
            ? {
                outcome,
                at: new Date(sim.clock.now + between(rng, 1, 5) * HOUR).toISOString(),
                note: undefined,
              }
            : { outcome, note: undefined };
        const record = async (): Promise<void> => {
          try {
            await request(sim, () =>
              recordOutcome(sim.world.db, agent, lead.id, body, sim.clock.date),
            );
            sim.counts[`lead_${outcome}`] = (sim.counts[`lead_${outcome}`] ?? 0) + 1;
            sim.clock.after(between(rng, 10_000, 40_000), next);
          } catch (error) {
            if (retryable(error)) sim.clock.after(MINUTE, record);
            else sim.clock.after(10_000, next); // the claim lapsed or the lead closed
          }
        };
        await record();
      });
    } catch (error) {
      // Another agent took it first (409), or the server was down: look again shortly.
      if (!(retryable(error) || error instanceof HttpError)) throw error;
      sim.clock.after(20_000, next);
    }
  };
  sim.clock.at(sim.clock.now, next);
}

/** The agents, on duty as `onDuty` says, working until the end of the day after the simulated one. */
export function scheduleAgents(sim: Sim, until: number, onDuty: (now: number) => number): void {
  sim.world.agents.forEach((agent, k) => work(sim, agent, k, until, onDuty));
}

/** A new lead is on the queue: the first idle agent (in a fixed order) looks at once. */
export function wakeAnAgent(sim: Sim): void {
  const first = sim.idleAgents.values().next();
  if (!first.done) first.value.wake();
}
