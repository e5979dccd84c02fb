import { useTranslations } from 'next-intl';
import type { Faq } from '@/lib/db/schema';

export function Faqs({ faqs }: { faqs: Faq[] }) {
  const t = useTranslations('productPage.faqs');
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faqs" className="card">
      <h2 id="faqs">{t('heading')}</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="faq">
          <summary>{faq.question}</summary>
          <div className="prose" dangerouslySetInnerHTML={{ __html: faq.answer }} />
        </details>
      ))}
    </section>
  );
}
