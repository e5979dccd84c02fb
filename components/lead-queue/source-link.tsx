import type { LeadSource } from '@/lib/lead-queue/source';

/** The page a lead came from: a link only when it is a path of this site, else plain text. */
export function SourceLink({ source }: { source: LeadSource }) {
  if (!source.href) return <span className="lead-source-text">{source.text}</span>;
  return (
    <a href={source.href} target="_blank" rel="noopener noreferrer">
      {source.text}
    </a>
  );
}
