import { useTranslations } from 'next-intl';
import type { InstructionId, Sourced } from '@/lib/safety/client';

/**
 * This patient's preparation from their pre-visit answers, each instruction with the public
 * guidance it follows; nothing for a test without a check.
 */
export function TailoredPreparation({ preparation }: { preparation: Sourced<InstructionId>[] }) {
  const t = useTranslations('safety');
  if (preparation.length === 0) return null;
  return (
    <div className="tailored-preparation">
      <h3>{t('instructions.title')}</h3>
      <ul>
        {preparation.map(({ id, source }) => (
          <li key={id}>
            {t(`instructions.${id}`)}{' '}
            <a className="muted source-link" href={source.url} rel="noopener">
              {t('source', { title: source.title })}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted">{t('screening')}</p>
    </div>
  );
}
