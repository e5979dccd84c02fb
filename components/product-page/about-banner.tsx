import { SITE_NAME } from '@/lib/env/site';

const CLAIMS = [
  ['2 Million+', 'Happy Users'],
  ['250+', 'Accredited Labs'],
  ['20 Cr+', 'Saved'],
  ['10', 'Cities'],
] as const;

export function AboutBanner() {
  return (
    <section className="card about" aria-labelledby="about">
      <h2 id="about">About {SITE_NAME}</h2>
      <ul className="claims">
        {CLAIMS.map(([figure, label]) => (
          <li key={label}>
            <strong>{figure}</strong>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
