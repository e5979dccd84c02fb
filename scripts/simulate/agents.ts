// The operations team on the call-back queue, through the console's own functions (leadQueue,
// claimLead, recordOutcome): each agent in call hours takes the oldest waiting lead, talks for
// a few minutes and records what the call ended with; when nothing waits, looks again a
// minute later.
import { claimLead } from '@/lib/staff/leads/claim';
import { recordOutcome } from '@/lib/staff/leads/outcome';
import { leadQueue } from '@/lib/staff/leads/queue';
import type { OutcomeBody } from '@/lib/staff/leads/contract';
import type { LeadAgent } from '@/lib/staff/leads/claim';
import { withinCallHours } from '@/lib/messages';
import { HttpError } from '@/lib/server-api/errors';
import { between, HOUR, MINUTE, request, retryable, type Sim } from './sim';

const OUTCOMES = ['not_reachable', 'not_interested', 'call_back', 'wrong_number'] as const;
const WEIGHTS = [35, 40, 20, 5];

function work(sim: Sim, agent: LeadAgent, index: number): void {
  const rng = sim.rng(`agent-${index}`);
  const next = async (): Promise<void> => {
    const now = sim.clock.date;
    if (!withinCallHours(now, sim.settings.callHours)) {
      sim.clock.after(5 * MINUTE, next); // off shift: back when call hours open
      return;
    }
    try {
      const queue = await request(sim, () => leadQueue(sim.world.db, agent.id, now));
      const lead = queue.leads[0];
      if (!lead) {
        sim.clock.after(MINUTE, next);
        return;
      }
      await request(sim, () => claimLead(sim.world.db, agent, lead.id, sim.clock.date));
      const talk = between(rng, 2 * MINUTE, 6 * MINUTE);
      sim.clock.after(talk, async () => {
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
            else sim.clock.after(10_000, next); // the claim lapsed or the lead closed: next one
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

export function scheduleAgents(sim: Sim): void {
  sim.world.agents.forEach((agent, k) => work(sim, agent, k));
}
