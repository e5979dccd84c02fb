import { useLocale, useTranslations } from 'next-intl';
import { LANGUAGES } from '@/lib/i18n/locales';
import { LanguageNext } from './language-next';
import './language-switch.css';

/**
 * The languages, each named in its own script, as buttons of one plain form (it works without
 * JavaScript): the route handler keeps the choice and answers with the same page in it.
 */
export function LanguageSwitch() {
  const t = useTranslations('header');
  const locale = useLocale();
  return (
    <form method="post" action="/api/language/" className="language-switch">
      <fieldset>
        <legend className="visually-hidden">{t('language')}</legend>
        <LanguageNext />
        {LANGUAGES.map((language) =>
          language.code === locale ? (
            <span key={language.code} lang={language.tag} aria-current="true">
              {language.name}
            </span>
          ) : (
            <button
              key={language.code}
              type="submit"
              name="to"
              value={language.code}
              lang={language.tag}
              title={t('switchTo', { language: language.name })}
            >
              {language.name}
            </button>
          ),
        )}
      </fieldset>
    </form>
  );
}
