import { useTranslations } from 'next-intl';
import { SITE_NAME } from '@/lib/env/site';

const CLAIMS = ['users', 'labs', 'saved', 'cities'] as const;

export function AboutBanner() {
  const t = useTranslations('productPage.about');
  return (
    <section className="card about" aria-labelledby="about">
      <h2 id="about">{t('heading', { site: SITE_NAME })}</h2>
      <ul className="claims">
        {CLAIMS.map((claim) => (
          <li key={claim}>
            <strong>{t(`${claim}Figure`)}</strong>
            <span>{t(claim)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
