import type { getTranslations } from 'next-intl/server';
import type { FamilyNotes } from './notes';

export type FamilyT = Awaited<ReturnType<typeof getTranslations<'family'>>>;

/** The refusal a form came back with, said for a patient (a field's own line when one is named). */
export function errorText(t: FamilyT, notes: FamilyNotes): string {
  const { error, field } = notes;
  if (error === 'invalid_parameter' && field && t.has(`errors.field.${field}`)) {
    return t(`errors.field.${field}`);
  }
  if (error && error !== 'generic' && t.has(`errors.${error}`)) return t(`errors.${error}`);
  return t('errors.generic');
}
