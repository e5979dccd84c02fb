import type { LeadActivityView } from '@/lib/lead-queue/contract';

/** What was done with the lead so far, oldest first: what the next agent reads before calling. */
export function ActivityList({ activity }: { activity: LeadActivityView[] }) {
  if (activity.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="lead-activity">
      {activity.map((a) => (
        <li key={a.id}>
          <p className="lead-activity-head">
            <strong>{a.kind_label}</strong> · {a.staff_name} ·{' '}
            <time dateTime={a.at}>{a.at_label}</time>
          </p>
          <p className="lead-activity-body">{a.body}</p>
        </li>
      ))}
    </ol>
  );
}
