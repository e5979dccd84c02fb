import { GENDERS, RELATIONS, type Member } from '@/lib/family';
import { LANGUAGES } from '@/lib/i18n/locales';
import type { FamilyT } from './texts';

/**
 * A member's fields, blank to add one or filled to edit. The guardian's declaration is always
 * shown (without a script the page cannot tell an age as it is typed): it is needed, and
 * recorded in these words, only when the date of birth is under 18.
 */
export function MemberFields({
  t,
  prefix,
  member,
  today,
  guardianWords,
  needsGuardian,
  locale,
}: {
  t: FamilyT;
  prefix: string;
  member?: Member;
  /** India's date today (YYYY-MM-DD): the latest date of birth. */
  today: string;
  guardianWords: string;
  needsGuardian: boolean;
  /** The page's language: a new member's messages speak it unless another is chosen. */
  locale: string;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <div className="family-field">
        <label htmlFor={id('name')}>{t('name')}</label>
        <input
          id={id('name')}
          name="name"
          defaultValue={member?.name}
          autoComplete="off"
          maxLength={80}
          required
        />
      </div>
      <div className="family-row">
        <div className="family-field">
          <label htmlFor={id('relation')}>{t('relationLabel')}</label>
          <select
            id={id('relation')}
            name="relation"
            defaultValue={member?.relation ?? ''}
            required
          >
            {!member && <option value="">{t('choose')}</option>}
            {RELATIONS.map((r) => (
              <option key={r} value={r}>
                {t(`relation.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="family-field">
          <label htmlFor={id('gender')}>{t('genderLabel')}</label>
          <select id={id('gender')} name="gender" defaultValue={member?.gender ?? ''} required>
            {!member && <option value="">{t('choose')}</option>}
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`gender.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="family-field">
        <label htmlFor={id('birth_date')}>{t('birthDate')}</label>
        <input
          id={id('birth_date')}
          name="birth_date"
          type="date"
          defaultValue={member?.birthDate}
          max={today}
          required
        />
      </div>
      <div className="family-field">
        <label htmlFor={id('phone')}>{t('phone')}</label>
        <input
          id={id('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={member?.phone ?? ''}
          maxLength={14}
          aria-describedby={id('phone-hint')}
        />
        <p className="muted family-hint" id={id('phone-hint')}>
          {t('phoneHint')}
        </p>
      </div>
      <div className="family-field">
        <label htmlFor={id('language')}>{t('languageLabel')}</label>
        <select id={id('language')} name="language" defaultValue={member?.language ?? locale}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.tag}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {needsGuardian && (
        <div className="family-guardian">
          <p className="family-hint">{t('guardianLabel')}</p>
          <label className="family-check">
            <input type="checkbox" name="guardian" value="on" />
            <span>{guardianWords}</span>
          </label>
        </div>
      )}
    </>
  );
}
