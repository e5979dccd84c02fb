// My family's cards and forms in each language of the storefront: every text from the
// family namespace (no key shown raw, no English left in Hindi or Telugu), the number masked,
// and a refusal said next to the form that was sent.
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FamilyMember } from '@/lib/family';
import { messagesOf } from '@/lib/i18n/messages';
import { consentWordsIn } from '@/lib/privacy/client';
import { AddMember } from './add-member';
import { MemberCard } from './member-card';
import { familyNotes } from './notes';
import type { FamilyT } from './texts';

const member: FamilyMember = {
  id: 7,
  name: 'Lakshmi Rao',
  relation: 'mother',
  birthDate: '1958-03-14',
  age: 68,
  gender: 'female',
  phone: '9876501210',
  phoneVerified: false,
  messagesToMember: false,
  language: 'en',
  child: false,
  adultNotice: false,
  addresses: [
    {
      id: 3,
      memberId: 7,
      cityId: 1,
      cityName: 'Hyderabad',
      address: '12 MG Road, Ameerpet',
      pincode: '500016',
      landmark: 'Metro',
      isDefault: true,
    },
  ],
};
const cities = [{ id: 1, name: 'Hyderabad' }];

function tFor(locale: string) {
  return createTranslator({
    locale,
    messages: messagesOf(locale),
    namespace: 'family',
  }) as unknown as FamilyT;
}

function page(locale: string, query: Record<string, string> = {}) {
  const t = tFor(locale);
  const notes = familyNotes(query);
  const props = {
    t,
    locale,
    notes,
    today: '2026-11-27',
    guardianWords: consentWordsIn(locale).guardian,
  };
  return renderToStaticMarkup(
    <>
      <ul>
        <MemberCard {...props} member={member} cities={cities} />
      </ul>
      <AddMember {...props} count={1} />
    </>,
  );
}

const family = (locale: string) => messagesOf(locale).family as Record<string, unknown>;

describe.each(['en', 'hi', 'te'])('My family in %s', (locale) => {
  const html = page(locale);
  const texts = family(locale);

  it('shows the member with the relation, age and masked number in the language', () => {
    const relation = (texts.relation as Record<string, string>).mother;
    expect(html).toContain(relation);
    expect(html).toContain('98XXXXXX10');
    // In full only in the edit form's field, never in the page's text.
    expect(html.replace(/<[^>]+>/g, ' ')).not.toContain('9876501210');
    expect(html).toContain(texts.notVerified as string);
    expect(html).toContain(texts.default as string);
    expect(html).toContain(tFor(locale)('age', { age: 68 }));
  });

  it('offers the guardian declaration in the consent’s own words', () => {
    expect(html.replace(/&#x27;/g, "'")).toContain(consentWordsIn(locale).guardian);
  });

  it('shows no message key raw', () => {
    expect(html).not.toMatch(/family\.[a-z]/);
    expect(html).not.toMatch(/>(errors|done|relation|gender)\.[a-z_]+</);
  });

  it('says a refusal next to the form that was sent', () => {
    const refused = page(locale, {
      error: 'pincode_not_in_city',
      form: 'address_added',
      member: '7',
    });
    const line = (texts.errors as Record<string, string>).pincode_not_in_city!;
    expect(refused).toContain(line);
    // In the member's address form, which is open to show it.
    expect(refused).toMatch(new RegExp(`<details open=""><summary>${texts.addAddress}`));
    expect(page(locale)).not.toContain(line);
  });
});

it('says a saved address at the card’s top, not in the folded form', () => {
  const html = page('en', { done: 'address_added', member: '7' });
  const said = html.indexOf('Address saved.');
  expect(said).toBeGreaterThan(-1);
  expect(said).toBeLessThan(html.indexOf('<details'));
  expect(html.lastIndexOf('Address saved.')).toBe(said);
});

it('speaks Hindi and Telugu in their own script', () => {
  for (const locale of ['hi', 'te']) {
    const visible = page(locale)
      .replace(/<[^>]+>/g, ' ')
      .replace(/Lakshmi Rao|12 MG Road, Ameerpet|Hyderabad|Metro|98XXXXXX10|\d+/g, ' ');
    const latin = (visible.match(/[A-Za-z]/g) ?? []).length;
    const letters = (visible.match(/\p{L}/gu) ?? []).length;
    expect(latin / letters).toBeLessThan(0.05);
  }
});
