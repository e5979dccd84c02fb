import type { Claimable } from '@/lib/family';
import { maskedNumber } from './mask';
import type { FamilyT } from './texts';

/**
 * Details kept for the patient in another family while they were a child: theirs to claim now
 * with a plain form (the holder's number masked; the consent words are the ones stored).
 */
export function ClaimCard({
  t,
  locale,
  claimable,
  consentWords,
}: {
  t: FamilyT;
  locale: string;
  claimable: Claimable;
  consentWords: string;
}) {
  const number = maskedNumber(claimable.holderPhone);
  return (
    <li id={`claim-${claimable.memberId}`} className="card family-claim">
      <h2>{t('claimTitle', { number })}</h2>
      <p>{t('claimLead', { name: claimable.name })}</p>
      <form method="post" action="/api/family/claims/" className="family-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="member_id" value={claimable.memberId} />
        <p className="muted">{consentWords}</p>
        <button type="submit" className="button">
          {t('claim')}
        </button>
      </form>
    </li>
  );
}
