'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { LEAD_QUEUE_API, leadCalls, type LeadCalls, leadPage } from '@/lib/lead-queue/calls';
import type { LeadQueue } from '@/lib/lead-queue/contract';
import { waitLabel } from '@/lib/lead-queue/format';
import { ReadyButton } from '@/components/ui/ready-form';
import { ActionError } from '@/components/staff/client';
import { LeadTable } from './lead-table';
import './leads.css';

/** Often enough that a new lead is seen within seconds, rarely enough for a busy shift. */
export const QUEUE_REFRESH_MS = 10_000;

/**
 * The call-back queue, refreshed every few seconds and whenever the tab comes back: the counts,
 * the agent's own leads, and the waiting ones with a button to claim each.
 */
export function LeadQueueView({
  initial,
  calls: given,
}: {
  initial: LeadQueue;
  /** Tests pass their own; the page uses the real calls. */
  calls?: LeadCalls;
}) {
  const calls = useMemo(() => given ?? leadCalls(), [given]);
  const router = useRouter();
  const { data, error, mutate } = useSWR(LEAD_QUEUE_API, () => calls.queue(), {
    fallbackData: initial,
    refreshInterval: QUEUE_REFRESH_MS,
    revalidateOnFocus: true,
  });
  const [claiming, setClaiming] = useState<number | null>(null);
  const [claimError, setClaimError] = useState<unknown>(null);
  const queue = data ?? initial;

  const claim = async (id: number) => {
    setClaiming(id);
    setClaimError(null);
    try {
      await calls.claim(id);
      router.push(leadPage(id));
    } catch (e) {
      setClaimError(e);
      setClaiming(null);
      void mutate();
    }
  };

  return (
    <>
      <div className="staff-stats" aria-live="polite">
        <div>
          <strong>{queue.stats.waiting}</strong> waiting
        </div>
        <div>
          <strong>
            {queue.stats.oldest_wait_minutes === null
              ? '–'
              : waitLabel(queue.stats.oldest_wait_minutes)}
          </strong>{' '}
          oldest wait
        </div>
        <div className={queue.stats.missed > 0 ? 'staff-stat-bad' : undefined}>
          <strong>{queue.stats.missed}</strong> past their promise
        </div>
        <div className={queue.stats.at_risk > 0 ? 'staff-stat-warn' : undefined}>
          <strong>{queue.stats.at_risk}</strong> at risk
        </div>
        <div>
          <strong>{queue.stats.in_progress}</strong> being called
        </div>
        <div>
          <strong>{queue.stats.scheduled_later}</strong> scheduled later
        </div>
      </div>
      {error ? (
        <p className="staff-error" role="alert">
          Could not refresh the queue; showing it as it was. It tries again every{' '}
          {QUEUE_REFRESH_MS / 1000} seconds.
        </p>
      ) : null}
      <ActionError error={claimError} loginNext="/ops/leads/" />

      <section aria-labelledby="my-leads">
        <h2 id="my-leads">My leads</h2>
        {queue.mine.length === 0 ? (
          <p className="muted">You hold no lead. Claim the first one below.</p>
        ) : (
          <LeadTable
            leads={queue.mine}
            caption="Leads you hold"
            action={(lead) => (
              <Link className="button" href={leadPage(lead.id)} prefetch={false}>
                Open
              </Link>
            )}
          />
        )}
      </section>

      <section aria-labelledby="waiting-leads">
        <h2 id="waiting-leads">Waiting</h2>
        {queue.leads.length === 0 ? (
          <p className="muted">Nobody is waiting for a call.</p>
        ) : (
          <LeadTable
            leads={queue.leads}
            caption="Leads waiting for a call, the earliest promise first"
            action={(lead) => (
              <ReadyButton
                className="button"
                disabled={claiming !== null}
                onClick={() => void claim(lead.id)}
                aria-label={`Claim the lead waiting ${waitLabel(lead.wait_minutes)}${lead.test ? ` for ${lead.test}` : ''}`}
              >
                {claiming === lead.id ? 'Claiming…' : 'Claim'}
              </ReadyButton>
            )}
          />
        )}
        {queue.stats.waiting > queue.leads.length ? (
          <p className="muted">
            Showing the first {queue.leads.length} of {queue.stats.waiting}.
          </p>
        ) : null}
      </section>
    </>
  );
}
