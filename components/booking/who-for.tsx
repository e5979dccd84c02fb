'use client';

import { MEMBER_RELATIONS, type MemberChoice } from '@/lib/booking/contract';
import { indiaDate } from '@/lib/locale/india';
import { consentWordsIn } from '@/lib/privacy/client';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { useBookingTexts } from './texts';

/** Who the test is for: the holder, a saved member (its id), or someone new. */
export type WhoFor = 'me' | 'new' | number;

/** Someone new's details for My family, when the patient ticks "Save to My family". */
export interface SaveMember {
  save: boolean;
  relation: string;
  birthDate: string;
  guardian: boolean;
}

export const NO_SAVE: SaveMember = { save: false, relation: '', birthDate: '', guardian: false };

/** Under 18 on India's date `today` (a birthday counts from India's midnight). */
export function bornChild(birthDate: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(birthDate);
  if (!match) return false;
  return `${String(Number(match[1]) + 18).padStart(4, '0')}-${match[2]}` > indiaDate(now);
}

/** "Who is this test for?": Me, each saved member (name, relation, age), or Someone new. */
export function WhoForPicker({
  members,
  value,
  onChange,
  onCall = false,
}: {
  members: MemberChoice[];
  value: WhoFor;
  onChange: (next: WhoFor) => void;
  /**
   * The agent's screen: "Me" is the caller, and each member shows their own verified number,
   * masked, to match what the caller says.
   */
  onCall?: boolean;
}) {
  const t = useBookingTexts();
  const option = (key: string, who: WhoFor, label: string) => (
    <label key={key} className="who-for-option">
      <input
        type="radio"
        name="who_for"
        value={key}
        checked={value === who}
        onChange={() => onChange(who)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="who-for">
      <legend>{t('who.legend')}</legend>
      {option('me', 'me', onCall ? 'The caller (account holder)' : t('who.me'))}
      {members.map((m) => {
        const label = t('who.member', {
          name: m.name,
          relation: t(`who.relations.${m.relation}`),
          age: m.age,
        });
        const number = onCall ? (m.phone_masked ?? 'no verified number') : null;
        return option(String(m.id), m.id, number ? `${label} · ${number}` : label);
      })}
      {option('new', 'new', t('who.someoneNew'))}
    </fieldset>
  );
}

/** Someone new: kept in My family only when ticked; a child only with the guardian's words. */
export function SaveMemberFields({
  value,
  onChange,
  now,
  errors,
  onCall = false,
}: {
  value: SaveMember;
  onChange: (next: SaveMember) => void;
  now: () => Date;
  errors: Record<string, string>;
  /** An agent ticks that the caller, on the phone, declared the words read out to them. */
  onCall?: boolean;
}) {
  const t = useBookingTexts();
  const child = value.save && bornChild(value.birthDate, now());
  const words = consentWordsIn(isLocale(t.locale) ? t.locale : DEFAULT_LOCALE).guardian;
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`save-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <div className="save-member">
      <label className="consent-box" htmlFor="save-member">
        <input
          id="save-member"
          type="checkbox"
          checked={value.save}
          onChange={(e) => onChange({ ...value, save: e.target.checked })}
        />
        <span>{t('who.save')}</span>
      </label>
      {value.save && (
        <div className="field-row">
          <div className="field">
            <label htmlFor="save-relation">{t('who.relation')}</label>
            <select
              id="save-relation"
              value={value.relation}
              required
              onChange={(e) => onChange({ ...value, relation: e.target.value })}
            >
              <option value="">{t('patient.choose')}</option>
              {MEMBER_RELATIONS.filter((r) => r !== 'self').map((r) => (
                <option key={r} value={r}>
                  {t(`who.relations.${r}`)}
                </option>
              ))}
            </select>
            {error('relation')}
          </div>
          <div className="field">
            <label htmlFor="save-birth-date">{t('who.birthDate')}</label>
            <input
              id="save-birth-date"
              type="date"
              value={value.birthDate}
              max={indiaDate(now())}
              required
              onChange={(e) => onChange({ ...value, birthDate: e.target.value })}
            />
            {error('birth_date')}
          </div>
        </div>
      )}
      {child && (
        <label className="consent-box" htmlFor="save-guardian">
          <input
            id="save-guardian"
            type="checkbox"
            checked={value.guardian}
            onChange={(e) => onChange({ ...value, guardian: e.target.checked })}
          />
          <span>
            {onCall ? `I read this to the caller and they declared it: “${words}”` : words}
          </span>
        </label>
      )}
      {child && error('guardian')}
    </div>
  );
}
