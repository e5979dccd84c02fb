// A member who turned 18, in each language: the holder's notice on the member's card (with the
// verify step when their number is not verified yet), and the claimant's card with a plain form
// that names the member, masks the holder's number and shows the consent words it stores.
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FamilyMember } from '@/lib/family';
import { messagesOf } from '@/lib/i18n/messages';
import { consentWordsIn } from '@/lib/privacy/client';
import { ClaimCard } from './claim-card';
import { FormNote } from './form-note';
import { MemberCard } from './member-card';
import { familyNotes } from './notes';
import type { FamilyT } from './texts';

const grownUp: FamilyMember = {
  id: 9,
  name: 'Anil Rao',
  relation: 'son',
  birthDate: '2008-02-29',
  age: 18,
  gender: 'male',
  phone: '9876501299',
  phoneVerified: true,
  messagesToMember: false,
  language: 'en',
  child: false,
  adultNotice: true,
  addresses: [],
};

const tFor = (locale: string) =>
  createTranslator({
    locale,
    messages: messagesOf(locale),
    namespace: 'family',
  }) as unknown as FamilyT;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

function card(locale: string, member: FamilyMember) {
  return renderToStaticMarkup(
    <ul>
      <MemberCard
        t={tFor(locale)}
        locale={locale}
        member={member}
        cities={[]}
        notes={familyNotes({})}
        today="2026-03-01"
        guardianWords={consentWordsIn(locale).guardian}
      />
    </ul>,
  );
}

describe.each(['en', 'hi', 'te'])('a member who turned 18, in %s', (locale) => {
  const t = tFor(locale);

  it('tells the holder on the member’s card, with the verify step only when needed', () => {
    const notice = t('adultNotice', { name: 'Anil Rao' });
    const verified = text(card(locale, grownUp));
    expect(verified).toContain(notice);
    expect(verified).not.toContain(t('adultNoticeVerify'));
    const unverified = text(card(locale, { ...grownUp, phoneVerified: false }));
    expect(unverified).toContain(t('adultNoticeVerify'));
    expect(text(card(locale, { ...grownUp, adultNotice: false }))).not.toContain(notice);
  });

  it('offers the claimant a plain form with the holder’s number masked', () => {
    const html = renderToStaticMarkup(
      <ClaimCard
        t={t}
        locale={locale}
        claimable={{ memberId: 9, name: 'Anil Rao', holderPhone: '9876543210' }}
        consentWords={consentWordsIn(locale).booking_messages}
      />,
    );
    expect(text(html)).toContain(t('claimTitle', { number: '98XXXXXX10' }));
    expect(text(html)).not.toContain('9876543210');
    expect(text(html)).toContain(t('claimLead', { name: 'Anil Rao' }));
    expect(text(html)).toContain(consentWordsIn(locale).booking_messages);
    expect(html).toMatch(/<form[^>]* action="\/api\/family\/claims\/"[^>]* method="post"/);
    expect(html).toContain('name="member_id" value="9"');
    expect(html).toContain(`name="locale" value="${locale}"`);
    expect(html).toContain(t('claim'));
  });

  it('says a claim refused for being under 18, and a claim done', () => {
    const refused = renderToStaticMarkup(
      <FormNote
        t={t}
        notes={familyNotes({ error: 'member_not_adult', form: 'claimed' })}
        form="claimed"
        memberId={null}
      />,
    );
    expect(text(refused)).toContain(t('errors.member_not_adult'));
    const done = renderToStaticMarkup(
      <FormNote t={t} notes={familyNotes({ done: 'claimed' })} form="claimed" memberId={null} />,
    );
    expect(text(done)).toContain(t('done.claimed'));
  });
});
