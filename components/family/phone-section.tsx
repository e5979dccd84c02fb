import type { FamilyMember } from '@/lib/family';
import { FormNote } from './form-note';
import { maskedNumber } from './mask';
import type { FamilyNotes } from './notes';
import type { FamilyT } from './texts';

/**
 * The member's own number: a code to verify it (sent, then typed), and the holder's choice of
 * booking messages to it, which only a verified number can take.
 */
export function PhoneSection({
  t,
  locale,
  member,
  notes,
}: {
  t: FamilyT;
  locale: string;
  member: FamilyMember;
  notes: FamilyNotes;
}) {
  if (!member.phone) return null;
  const base = `/api/family/members/${member.id}`;
  const lang = <input type="hidden" name="locale" value={locale} />;
  const number = maskedNumber(member.phone);
  const request = notes.member === member.id ? notes.request : null;
  return (
    <>
      {!member.phoneVerified && (
        <section className="family-verify" aria-labelledby={`verify-${member.id}`}>
          <h3 id={`verify-${member.id}`}>{t('verifyTitle')}</h3>
          <FormNote t={t} notes={notes} form="verified" memberId={member.id} />
          {request ? (
            <form method="post" action={`${base}/phone/verify/`} className="family-form">
              {lang}
              <input type="hidden" name="request_id" value={request} />
              <p role="status">{t('codeSent', { number })}</p>
              <div className="family-field">
                <label htmlFor={`code-${member.id}`}>{t('code')}</label>
                <input
                  id={`code-${member.id}`}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  className="family-code"
                />
              </div>
              <button type="submit" className="button">
                {t('verify')}
              </button>
            </form>
          ) : (
            <p className="muted">{t('verifyLead', { number })}</p>
          )}
          <form method="post" action={`${base}/phone/send-code/`}>
            {lang}
            <FormNote t={t} notes={notes} form="code_sent" memberId={member.id} />
            <button type="submit" className={request ? 'link-button' : 'button button-outline'}>
              {t('sendCode')}
            </button>
          </form>
        </section>
      )}
      <section className="family-messages" aria-labelledby={`messages-${member.id}`}>
        <h3 id={`messages-${member.id}`}>{t('messagesTitle')}</h3>
        <form method="post" action={`${base}/messages/`} className="family-form">
          {lang}
          <label className="family-check">
            <input
              type="checkbox"
              name="messages_to_member"
              value="on"
              defaultChecked={member.messagesToMember}
              disabled={!member.phoneVerified}
            />
            <span>{t('messagesLabel')}</span>
          </label>
          {member.phoneVerified ? (
            <button type="submit" className="button button-outline">
              {t('saveChoice')}
            </button>
          ) : (
            <p className="muted">{t('messagesNeedsVerify')}</p>
          )}
          <FormNote t={t} notes={notes} form="messages" memberId={member.id} />
        </form>
      </section>
    </>
  );
}
