import { doneOf, errorOf, type FamilyNotes } from './notes';
import { errorText, type FamilyT } from './texts';

/**
 * The line under a form: what went wrong with it, or that it worked (`done: false` for a
 * form folded away, whose success the card says at its top).
 */
export function FormNote({
  t,
  notes,
  form,
  memberId,
  done = true,
}: {
  t: FamilyT;
  notes: FamilyNotes;
  form: string;
  memberId: number | null;
  done?: boolean;
}) {
  if (errorOf(notes, form, memberId)) {
    return (
      <p role="alert" className="field-error family-note">
        {errorText(t, notes)}
      </p>
    );
  }
  if (done && doneOf(notes, form, memberId)) {
    return (
      <p role="status" className="family-done">
        {t(`done.${form}`)}
      </p>
    );
  }
  return null;
}
