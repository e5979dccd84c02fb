'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { staffBookingPath } from '@/lib/booking-desk/client';
import { leadApi, leadBookPage, leadCalls, type LeadCalls } from '@/lib/lead-queue/calls';
import type { LeadDetail, LeadNumberResponse } from '@/lib/lead-queue/contract';
import { indiaTime } from '@/lib/locale/india';
import { waitLabel } from '@/lib/lead-queue/format';
import { ReadyButton } from '@/components/ui/ready-form';
import { ActionError } from '@/components/staff/client';
import { ActivityList } from './activity-list';
import { NoteForm } from './note-form';
import { OutcomeForm } from './outcome-form';
import './leads.css';
import { SourceLink } from './source-link';

/** A colleague's claim, a lapse or a call-back time coming due shows up within this. */
const LEAD_REFRESH_MS = 15_000;

type Revealed = Pick<LeadNumberResponse, 'display' | 'tel'>;

function Holder({ lead }: { lead: LeadDetail }) {
  if (!lead.open) return <>Nobody: the lead is closed.</>;
  if (!lead.holder) {
    return lead.can_claim ? <>Nobody: free to claim.</> : <>Nobody: due {lead.due_label}.</>;
  }
  return lead.holder.is_me ? (
    <>
      You. Your claim lapses at {indiaTime(new Date(lead.holder.lapses_at))} unless you act on the
      lead.
    </>
  ) : (
    <>{lead.holder.name} is working on it.</>
  );
}

/** One lead: who holds it, the number for its holder, the outcome and note forms, its history. */
export function LeadView({
  initial,
  calls: given,
}: {
  initial: LeadDetail;
  /** Tests pass their own; the page uses the real calls. */
  calls?: LeadCalls;
}) {
  const calls = useMemo(() => given ?? leadCalls(), [given]);
  const {
    data,
    error: refreshError,
    mutate,
  } = useSWR(leadApi(initial.id), () => calls.lead(initial.id), {
    fallbackData: { lead: initial },
    refreshInterval: LEAD_REFRESH_MS,
    revalidateOnFocus: true,
  });
  const lead = data?.lead ?? initial;
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mine = lead.holder?.is_me === true;
  const here = `/ops/leads/${lead.id}/`;

  const show = (next: LeadDetail) => {
    if (!next.holder?.is_me) setRevealed(null);
    void mutate({ lead: next }, { revalidate: false });
  };

  const act = async (name: 'claim' | 'release' | 'number') => {
    setPending(name);
    setError(null);
    try {
      if (name === 'number') {
        const answer = await calls.number(lead.id);
        setRevealed({ display: answer.display, tel: answer.tel });
        show(answer.lead);
      } else {
        show((await calls[name](lead.id)).lead);
      }
    } catch (e) {
      setError(e);
      void mutate();
    } finally {
      setPending(null);
    }
  };

  return (
    <article className="lead-page">
      <header>
        <p className="muted">
          <Link href="/ops/leads/" prefetch={false}>
            ← Call-back queue
          </Link>
        </p>
        <h1>
          {lead.test ?? 'Call-me request'}
          {lead.city ? <span className="muted"> · {lead.city}</span> : null}
        </h1>
        <p>
          <span className="lead-tag">{lead.status_label}</span>{' '}
          {lead.open ? <>waiting {waitLabel(lead.wait_minutes)}</> : null}
        </p>
      </header>

      {refreshError ? (
        <p className="staff-error" role="alert">
          Could not refresh this lead; showing it as it was.
        </p>
      ) : null}

      <dl className="lead-facts">
        <dt>Number</dt>
        <dd>
          {mine && revealed ? (
            <>
              <span className="lead-number">{revealed.display}</span>{' '}
              <a className="button" href={revealed.tel}>
                Call
              </a>
            </>
          ) : (
            <span className="lead-number">{lead.masked_phone}</span>
          )}
        </dd>
        <dt>Held by</dt>
        <dd>
          <Holder lead={lead} />
        </dd>
        <dt>Asked from</dt>
        <dd className="lead-source">
          <SourceLink source={lead.source} />
        </dd>
        <dt>Campaign</dt>
        <dd className="lead-campaign">
          {lead.campaign.name}
          {lead.campaign.name !== 'direct'
            ? ` (${lead.campaign.source} / ${lead.campaign.medium})`
            : ''}
        </dd>
        <dt>Asked at</dt>
        <dd>
          {lead.created_label}
          {lead.request_count > 1 ? ` (asked ${lead.request_count} times)` : null}
        </dd>
        <dt>Tries</dt>
        <dd>
          {lead.attempts} of {lead.max_attempts} not reachable
        </dd>
        {lead.bookings.length > 0 ? (
          <>
            <dt>Booking</dt>
            <dd>
              {lead.bookings.map((b) => (
                <Link key={b.reference} href={staffBookingPath(b.reference)} prefetch={false}>
                  {b.reference}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
      </dl>

      <div className="lead-actions">
        {lead.can_claim ? (
          <ReadyButton
            className="button"
            disabled={pending !== null}
            onClick={() => void act('claim')}
          >
            {pending === 'claim' ? 'Claiming…' : 'Claim'}
          </ReadyButton>
        ) : null}
        {mine && !revealed ? (
          <ReadyButton
            className="button"
            disabled={pending !== null}
            onClick={() => void act('number')}
          >
            {pending === 'number' ? 'Please wait…' : 'Show number'}
          </ReadyButton>
        ) : null}
        {mine ? (
          <Link className="button button-outline" href={leadBookPage(lead.id)} prefetch={false}>
            Book for this patient
          </Link>
        ) : null}
        {mine ? (
          <ReadyButton
            className="button button-outline"
            disabled={pending !== null}
            onClick={() => void act('release')}
          >
            {pending === 'release' ? 'Releasing…' : 'Release'}
          </ReadyButton>
        ) : null}
      </div>
      <ActionError error={error} loginNext={here} />

      {mine ? (
        <>
          <section className="card" aria-labelledby="lead-outcome">
            <h2 id="lead-outcome">Outcome</h2>
            <OutcomeForm lead={lead} calls={calls} onSaved={show} />
          </section>
          <section className="card" aria-labelledby="lead-note">
            <h2 id="lead-note">Add a note</h2>
            <NoteForm lead={lead} calls={calls} onSaved={show} />
          </section>
        </>
      ) : null}

      <section aria-labelledby="lead-history">
        <h2 id="lead-history">History</h2>
        <ActivityList activity={lead.activity} />
      </section>
    </article>
  );
}
