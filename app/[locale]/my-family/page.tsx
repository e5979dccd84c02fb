import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutButton } from '@/components/accounts';
import { AddMember, ClaimCard, FormNote, MemberCard, familyNotes } from '@/components/family';
import { pageViewer } from '@/lib/accounts';
import { patientOrLogin, privatePageMetadata } from '@/lib/accounts/private-page.entry';
import { listCities } from '@/lib/catalog/cities';
import { getDb } from '@/lib/db';
import { MAX_MEMBERS, MY_FAMILY_PATH, claimableFor, familyOf } from '@/lib/family';
import { indiaDate } from '@/lib/locale/india';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import type { SearchParams } from '@/lib/page-params/params';
import { consentWordsIn } from '@/lib/privacy/client';
import '@/components/accounts/accounts.css';
import '@/components/family/family.css';

type Params = Promise<{ locale: string }>;

export const generateMetadata = privatePageMetadata('family');

// Per request (the session cookie), never cached; a visitor logs in first and comes back here.
export default async function MyFamilyPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const viewer = patientOrLogin(await pageViewer(), locale, MY_FAMILY_PATH, query);
  const t = await getTranslations('family');
  const now = new Date();
  const db = await getDb();
  const claimant = { userId: viewer.userId, phone: viewer.customerPhone };
  const [members, cities, claimables] = await Promise.all([
    familyOf(db, viewer.userId, now),
    listCities(db),
    claimableFor(db, claimant, now),
  ]);
  const notes = familyNotes(query);
  const today = indiaDate(now);
  const words = consentWordsIn(locale);
  const guardianWords = words.guardian;
  return (
    <section className="page account-page my-family">
      <div className="account-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">
            {t('loggedInAs', { number: displayMobile(viewer.customerPhone) })}
          </p>
        </div>
        <LogoutButton />
      </div>
      <p>{t('intro')}</p>
      <FormNote t={t} notes={notes} form="claimed" memberId={null} />
      {claimables.length > 0 && (
        <ul className="family-list">
          {claimables.map((claimable) => (
            <ClaimCard
              key={claimable.memberId}
              t={t}
              locale={locale}
              claimable={claimable}
              consentWords={words.booking_messages}
            />
          ))}
        </ul>
      )}
      {notes.done === 'removed' && (
        <p role="status" className="family-done">
          {t('done.removed')}
        </p>
      )}
      <p className="muted">{t('count', { count: members.length, max: MAX_MEMBERS })}</p>
      {members.length === 0 ? (
        <p className="card">{t('none')}</p>
      ) : (
        <ul className="family-list">
          {members.map((member) => (
            <MemberCard
              key={member.id}
              t={t}
              locale={locale}
              member={member}
              cities={cities}
              notes={notes}
              today={today}
              guardianWords={guardianWords}
            />
          ))}
        </ul>
      )}
      <AddMember
        t={t}
        locale={locale}
        count={members.length}
        notes={notes}
        today={today}
        guardianWords={guardianWords}
      />
    </section>
  );
}
