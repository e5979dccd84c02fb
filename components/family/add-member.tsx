import { MAX_MEMBERS } from '@/lib/family';
import { FormNote } from './form-note';
import { MemberFields } from './member-fields';
import type { FamilyNotes } from './notes';
import type { FamilyT } from './texts';

/** The form that adds a member, or, with the account full, what to do instead. */
export function AddMember({
  t,
  locale,
  count,
  notes,
  today,
  guardianWords,
}: {
  t: FamilyT;
  locale: string;
  count: number;
  notes: FamilyNotes;
  today: string;
  guardianWords: string;
}) {
  return (
    <section className="card family-add" id="add-member" aria-labelledby="add-member-title">
      <h2 id="add-member-title">{t('addTitle')}</h2>
      {count >= MAX_MEMBERS ? (
        <>
          <FormNote t={t} notes={notes} form="added" memberId={null} />
          <p>{t('full', { max: MAX_MEMBERS })}</p>
        </>
      ) : (
        <form method="post" action="/api/family/members/" className="family-form">
          <input type="hidden" name="locale" value={locale} />
          <MemberFields
            t={t}
            prefix="add"
            today={today}
            guardianWords={guardianWords}
            needsGuardian
            locale={locale}
          />
          <FormNote t={t} notes={notes} form="added" memberId={null} />
          <button type="submit" className="button">
            {t('add')}
          </button>
        </form>
      )}
    </section>
  );
}
