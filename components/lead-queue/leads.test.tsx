/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { RequestError } from '@/lib/browser-api/client';
import type { LeadCalls } from '@/lib/lead-queue/calls';
import type { LeadDetail, LeadQueue, QueueLead } from '@/lib/lead-queue/contract';
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { LeadView } from './lead-view';
import { LeadQueueView } from './queue-view';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const waiting: QueueLead = {
  id: 12,
  status: 'new',
  masked_phone: '98XXXXXX10',
  test: 'MRI Brain',
  city: 'Hyderabad',
  source: { text: '/hyderabad/mri-brain/t00001/', href: '/hyderabad/mri-brain/t00001/' },
  waiting_since: '2026-11-21T04:18:00.000Z',
  wait_minutes: 12,
  call_by: '2026-11-21T04:33:00.000Z',
  minutes_left: 3,
  at_risk: true,
  attempts: 0,
  request_count: 1,
};
const queue: LeadQueue = {
  as_of: '2026-11-21T04:30:00.000Z',
  stats: {
    waiting: 1,
    oldest_wait_minutes: 12,
    in_progress: 0,
    missed: 0,
    at_risk: 1,
    scheduled_later: 2,
  },
  leads: [waiting],
  mine: [],
};
const held: LeadDetail = {
  id: 12,
  status: 'new',
  status_label: 'New',
  open: true,
  masked_phone: '98XXXXXX10',
  test: 'MRI Brain',
  city: 'Hyderabad',
  source: { text: '/hyderabad/mri-brain/t00001/', href: '/hyderabad/mri-brain/t00001/' },
  campaign: { name: 'hyd-mri-december', source: 'google', medium: 'cpc' },
  created_at: '2026-11-21T04:18:00.000Z',
  created_label: '21 Nov 2026, 09:48',
  waiting_since: '2026-11-21T04:18:00.000Z',
  wait_minutes: 12,
  due_at: null,
  due_label: null,
  attempts: 0,
  max_attempts: 3,
  request_count: 1,
  holder: {
    name: 'Asha',
    is_me: true,
    claimed_at: '2026-11-21T04:30:00.000Z',
    lapses_at: '2026-11-21T04:45:00.000Z',
    lapses_label: '21 Nov 2026, 10:15',
  },
  can_claim: false,
  bookings: [],
  activity: [],
  as_of: '2026-11-21T04:30:00.000Z',
  as_of_local: '2026-11-21T10:00',
};

/** A stand-in server: each action answers the lead as it then stands, and so does a refresh. */
function fakeCalls(overrides: Partial<Record<keyof LeadCalls, jest.Mock>> = {}) {
  let current = held;
  const answer = (next: LeadDetail) => {
    current = next;
    return { lead: next };
  };
  return {
    queue: jest.fn(async () => queue),
    lead: jest.fn(async () => ({ lead: current })),
    claim: jest.fn(async () => answer(held)),
    release: jest.fn(async () => answer({ ...held, holder: null, can_claim: true })),
    number: jest.fn(async () => ({
      phone: '9876543210',
      display: '+91 98765 43210',
      tel: 'tel:+919876543210',
      ...answer(held),
    })),
    outcome: jest.fn(async () =>
      answer({ ...held, holder: null, status: 'call_back', status_label: 'Call back' }),
    ),
    note: jest.fn(async () => answer(held)),
    ...overrides,
  } as unknown as LeadCalls & Record<keyof LeadCalls, jest.Mock>;
}

const fresh = (node: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, refreshInterval: 0 }}>
      {node}
    </SWRConfig>,
  );

beforeEach(() => push.mockReset());

describe('the queue', () => {
  it('shows the counts and the waiting lead, masked, and opens it once claimed', async () => {
    const calls = fakeCalls();
    fresh(<LeadQueueView initial={queue} calls={calls} />);
    const stats = screen.getByText('oldest wait', { exact: false });
    expect(stats).toHaveTextContent('12 min oldest wait');
    expect(stats.parentElement).toHaveTextContent('1 waiting');
    expect(stats.parentElement).toHaveTextContent('2 scheduled later');
    expect(stats.parentElement).toHaveTextContent('0 past their promise');
    expect(stats.parentElement).toHaveTextContent('1 at risk');
    const row = screen.getByRole('row', { name: /MRI Brain/ });
    expect(within(row).getByText('98XXXXXX10')).toBeInTheDocument();
    // Promised by 10:03 India time, three minutes left, and seen to miss it.
    expect(within(row).getByText('10:03')).toBeInTheDocument();
    expect(within(row).getByText('3 min left')).toBeInTheDocument();
    expect(within(row).getByText('At risk')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: waiting.source.text })).toHaveAttribute(
      'href',
      waiting.source.href,
    );
    fireEvent.click(within(row).getByRole('button', { name: /Claim the lead waiting 12 min/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/ops/leads/12/'));
    expect(calls.claim).toHaveBeenCalledWith(12);
  });

  it('says who won when the claim lost the race, and stays on the queue', async () => {
    const calls = fakeCalls({
      claim: jest.fn(async () => {
        throw new RequestError(
          'Ravi has just claimed this lead. Pick another one from the queue.',
          409,
          'server',
          409,
          'lead_taken',
        );
      }),
    });
    fresh(<LeadQueueView initial={queue} calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: /Claim/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ravi has just claimed this lead');
    expect(push).not.toHaveBeenCalled();
  });

  it('shows a source that is no path of this site as text, never as a link', () => {
    const foreign = 'https://www.diagnobook.test//evil.example/phish';
    const lead = { ...waiting, source: { text: foreign, href: null } };
    fresh(<LeadQueueView initial={{ ...queue, leads: [lead] }} calls={fakeCalls()} />);
    const row = screen.getByRole('row', { name: /MRI Brain/ });
    expect(within(row).getByText(foreign)).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(document.querySelector('a[href*="evil.example"]')).toBeNull();
  });
});

describe('a lead held by the agent', () => {
  it('shows the number as a call link only after asking for it', async () => {
    const calls = fakeCalls();
    fresh(<LeadView initial={held} calls={calls} />);
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.getByText('98XXXXXX10')).toBeInTheDocument();
    // (next/link drops the trailing slash under Jest, which lacks next.config's trailingSlash.)
    expect(screen.getByRole('link', { name: 'Book for this patient' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/ops\/leads\/12\/book\/?$/),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show number' }));
    expect(await screen.findByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
  });

  it('sends a call-back time as India time and redraws the lead from the answer', async () => {
    const calls = fakeCalls();
    fresh(<LeadView initial={held} calls={calls} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Call back at a chosen time' }));
    fireEvent.change(screen.getByLabelText('Call back at (India time)'), {
      target: { value: '2026-11-21T18:30' },
    });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'After work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() =>
      expect(calls.outcome).toHaveBeenCalledWith(12, {
        outcome: 'call_back',
        at: '2026-11-21T18:30:00+05:30',
        note: 'After work',
      }),
    );
    // No longer held: the forms and the booking link are gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save outcome' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Book for this patient' })).not.toBeInTheDocument();
  });

  it('asks for what an outcome needs before sending it', async () => {
    const calls = fakeCalls();
    fresh(<LeadView initial={held} calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose how the call ended.');
    fireEvent.click(screen.getByRole('radio', { name: 'Booked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the booking reference');
    expect(calls.outcome).not.toHaveBeenCalled();
  });
});

it("shows a colleague's lead without the number, forms or booking link", () => {
  const theirs: LeadDetail = { ...held, holder: { ...held.holder!, name: 'Ravi', is_me: false } };
  fresh(<LeadView initial={theirs} calls={fakeCalls()} />);
  expect(screen.getByText('Ravi is working on it.')).toBeInTheDocument();
  for (const name of ['Show number', 'Claim', 'Release', 'Save outcome']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Book for this patient' })).not.toBeInTheDocument();
});

it('shows the campaign that brought the patient, or direct', () => {
  fresh(<LeadView initial={held} calls={fakeCalls()} />);
  expect(screen.getByText('hyd-mri-december (google / cpc)')).toBeInTheDocument();
  fresh(
    <LeadView
      initial={{ ...held, campaign: { name: 'direct', source: 'direct', medium: '(none)' } }}
      calls={fakeCalls()}
    />,
  );
  expect(screen.getByText('direct')).toBeInTheDocument();
});

describe('before the script runs', () => {
  // A press during loading neither submits a form by itself nor is lost while looking done.
  it('the queue’s Claim waits', () => {
    const root = beforeScript(<LeadQueueView initial={queue} calls={fakeCalls()} />);
    expect(buttonNames(root)).toEqual([expect.stringMatching(/^Claim the lead/)]);
    expect(pressable(root)).toEqual({ methods: [], enabled: [] });
  });

  it('the held lead’s outcome and note forms post, and every button waits', () => {
    const root = beforeScript(<LeadView initial={held} calls={fakeCalls()} />);
    expect(buttonNames(root)).toEqual(['Show number', 'Release', 'Save outcome', 'Add note']);
    expect(pressable(root)).toEqual({ methods: ['post', 'post'], enabled: [] });
  });

  it('a lead to claim offers Claim only once React runs', () => {
    const open = { ...held, holder: null, can_claim: true };
    const root = beforeScript(<LeadView initial={open} calls={fakeCalls()} />);
    expect(buttonNames(root)).toEqual(['Claim']);
    expect(pressable(root).enabled).toEqual([]);
    fresh(<LeadView initial={open} calls={fakeCalls()} />);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });
});
