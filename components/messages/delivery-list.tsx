import { indiaDateTimeLabel } from '@/lib/locale/india';
import { statusWord, type DeliveryLine } from '@/lib/messages/status';

/** The messages of a booking with their delivery status (sent / failed / due), server-rendered. */
export function DeliveryList({ lines }: { lines: DeliveryLine[] }) {
  if (lines.length === 0) return <p className="muted">No messages yet.</p>;
  return (
    <ul className="delivery-list">
      {lines.map((line, k) => (
        <li key={k}>
          <strong>{line.label}</strong> ({line.channel}
          {line.toMember ? ' to the family member' : ''}): {statusWord(line.status)},{' '}
          {indiaDateTimeLabel(new Date(line.at))}
          {line.status !== 'sent' && line.reason ? ` (${line.reason})` : ''}
        </li>
      ))}
    </ul>
  );
}
