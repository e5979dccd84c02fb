import { useTranslations } from 'next-intl';
import type { SimilarProduct } from '@/lib/catalog/types';

export function SimilarTests({
  similar,
  hrefOf,
  otherMriHref,
}: {
  similar: SimilarProduct[];
  hrefOf: (p: SimilarProduct) => string;
  otherMriHref: string | null;
}) {
  const t = useTranslations('productPage.similar');
  if (similar.length === 0 && !otherMriHref) return null;
  return (
    <section className="card" aria-labelledby="similar">
      <h2 id="similar">{t('heading')}</h2>
      <ul className="chips">
        {similar.map((p) => (
          <li key={p.randomId}>
            <a href={hrefOf(p)} className="chip" data-carry-query>
              {p.name}
            </a>
          </li>
        ))}
      </ul>
      {otherMriHref && (
        <p>
          <a href={otherMriHref} data-carry-query>
            {t('otherMri')}
          </a>
        </p>
      )}
    </section>
  );
}
