import type { FamilyMember } from '@/lib/family';
import { AddressSection } from './address-section';
import { FormNote } from './form-note';
import { maskedNumber } from './mask';
import { MemberFields } from './member-fields';
import { doneOf, errorOf, type FamilyNotes } from './notes';
import { PhoneSection } from './phone-section';
import type { FamilyT } from './texts';

/** One member: who they are, their number, their addresses, and the forms that change them. */
export function MemberCard({
  t,
  locale,
  member,
  cities,
  notes,
  today,
  guardianWords,
}: {
  t: FamilyT;
  locale: string;
  member: FamilyMember;
  cities: { id: number; name: string }[];
  notes: FamilyNotes;
  today: string;
  guardianWords: string;
}) {
  const base = `/api/family/members/${member.id}`;
  const lang = <input type="hidden" name="locale" value={locale} />;
  // Said at the card's top: the forms that sent them are folded away again.
  const justDone = ['added', 'verified', 'edited', 'address_added'].find((d) =>
    doneOf(notes, d, member.id),
  );
  return (
    <li id={`member-${member.id}`} className="card family-member">
      <h2>{member.name}</h2>
      <p className="family-facts">
        {t(`relation.${member.relation}`)} · {t('age', { age: member.age })} ·{' '}
        {t(`gender.${member.gender}`)}
      </p>
      {member.child && <p className="muted">{t('child')}</p>}
      {member.adultNotice && (
        <p role="note" className="family-adult">
          {t('adultNotice', { name: member.name })}
          {!member.phoneVerified && <> {t('adultNoticeVerify')}</>}
        </p>
      )}
      {justDone && (
        <p role="status" className="family-done">
          {t(`done.${justDone}`)}
        </p>
      )}
      <p>
        {member.phone ? (
          <>
            <span className="family-number">{maskedNumber(member.phone)}</span>{' '}
            <span className={member.phoneVerified ? 'family-verified' : 'family-unverified'}>
              ({member.phoneVerified ? t('verified') : t('notVerified')})
            </span>
            <br />
            <span className="muted">
              {member.messagesToMember ? t('messagesOn') : t('messagesOff')}
            </span>
          </>
        ) : (
          <span className="muted">{t('noPhone')}</span>
        )}
      </p>
      <PhoneSection t={t} locale={locale} member={member} notes={notes} />
      <AddressSection t={t} locale={locale} member={member} cities={cities} notes={notes} />
      <div className="family-manage">
        <details open={errorOf(notes, 'edited', member.id)}>
          <summary>{t('editTitle')}</summary>
          <form method="post" action={`${base}/edit/`} className="family-form">
            {lang}
            <MemberFields
              t={t}
              prefix={`edit-${member.id}`}
              member={member}
              today={today}
              guardianWords={guardianWords}
              needsGuardian={!member.child}
              locale={locale}
            />
            <FormNote t={t} notes={notes} form="edited" memberId={member.id} done={false} />
            <button type="submit" className="button">
              {t('save')}
            </button>
          </form>
        </details>
        <details open={errorOf(notes, 'removed', member.id)}>
          <summary>{t('removeTitle')}</summary>
          <form method="post" action={`${base}/remove/`} className="family-form">
            {lang}
            <p>{t('removeLead', { name: member.name })}</p>
            <FormNote t={t} notes={notes} form="removed" memberId={member.id} />
            <button type="submit" className="button family-danger">
              {t('remove', { name: member.name })}
            </button>
          </form>
        </details>
      </div>
    </li>
  );
}
