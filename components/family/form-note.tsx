import { doneOf, errorOf, type FamilyNotes } from './notes';
import { errorText, type FamilyT } from './texts';

/** The line under a form: what went wrong with it, or that it worked. */
export function FormNote({
  t,
  notes,
  form,
  memberId,
}: {
  t: FamilyT;
  notes: FamilyNotes;
  form: string;
  memberId: number | null;
}) {
  if (errorOf(notes, form, memberId)) {
    return (
      <p role="alert" className="field-error family-note">
        {errorText(t, notes)}
      </p>
    );
  }
  if (doneOf(notes, form, memberId)) {
    return (
      <p role="status" className="family-done">
        {t(`done.${form}`)}
      </p>
    );
  }
  return null;
}
