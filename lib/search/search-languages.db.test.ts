// The search in every language: a test is found by its Hindi or Telugu name, an alias or a
// romanised spelling, from any language's page, and named in the page's language. The
// catalogue's words come from a small fixture here (lib/i18n/content holds the real ones).
import type { Content } from '@/lib/i18n/content';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { searchProducts } from './index';

const scenario = setUpScenarioDb();

const product = (name: string, aliases: string[], romanised: string[]) => ({
  name,
  aliases,
  romanised,
  preparationHtml: '<p>-</p>',
  howItIsDoneHtml: '<p>-</p>',
  faqs: [{ question: '-', answerHtml: '<p>-</p>' }],
});

const content: Record<string, Content> = {
  hi: {
    products: {
      cbc: product('CBC (खून की पूरी जांच)', ['खून की जांच'], ['khoon ki jaanch', 'blood test']),
      'mri-brain': product('MRI ब्रेन (दिमाग़ का MRI)', ['दिमाग़ का स्कैन'], ['MRI ka kharcha']),
      'mri-knee': product('MRI घुटना', ['घुटने का MRI'], ['ghutne ka MRI']),
    },
    categories: { mri: 'MRI स्कैन' },
    cities: {},
  },
  te: {
    products: {
      cbc: product('CBC (పూర్తి రక్త పరీక్ష)', ['రక్త పరీక్ష'], ['raktha pareeksha']),
      'mri-brain': product('MRI బ్రెయిన్', ['మెదడు స్కాన్'], ['medadu scan']),
    },
    categories: {},
    cities: {},
  },
};

const search = (locale: string, query: string) =>
  searchProducts(scenario.db.db, scenario.ids.hyderabad, query, { locale, content });

describe('searchProducts in every language', () => {
  it('finds CBC by its Hindi name, named in Hindi on a Hindi page', async () => {
    const [first] = await search('hi', 'खून की जांच');
    expect(first).toMatchObject({
      randomId: scenario.ids.cbc.randomId,
      name: 'CBC (खून की पूरी जांच)',
      minPrice: expect.any(Number),
    });
    expect(first!.centres.length).toBeGreaterThan(0);
  });

  it('finds MRI Brain by its Telugu name, from a Hindi page, named in Hindi', async () => {
    const [first] = await search('hi', 'మెదడు స్కాన్');
    expect(first).toMatchObject({
      randomId: scenario.ids.mriBrain.randomId,
      name: 'MRI ब्रेन (दिमाग़ का MRI)',
      category: { code: 'mri', name: 'MRI स्कैन' },
      matchedAlias: 'మెదడు స్కాన్',
    });
  });

  it('finds a Hinglish spelling, typo and all, from an English page, named in English', async () => {
    const [cbc] = await search('en', 'khoon ki janch');
    expect(cbc).toMatchObject({
      randomId: scenario.ids.cbc.randomId,
      name: 'CBC',
      matchedAlias: 'khoon ki jaanch',
    });
    const [mri] = await search('te', 'MRI ka kharcha');
    expect(mri).toMatchObject({ randomId: scenario.ids.mriBrain.randomId, name: 'MRI బ్రెయిన్' });
  });

  it('keeps English search and its order, names falling back to English where not written', async () => {
    const hits = await search('te', 'mri');
    expect(hits.map((h) => h.randomId)).toEqual([
      scenario.ids.mriBrain.randomId,
      scenario.ids.mriKnee.randomId,
    ]);
    // MRI Knee has no Telugu name in the fixture: its English one.
    expect(hits[1]!.name).toBe('MRI Knee');
  });

  it('puts the closest name first, and finds nothing for an unrelated word', async () => {
    const [first] = await search('hi', 'ghutne ka MRI');
    expect(first).toMatchObject({ randomId: scenario.ids.mriKnee.randomId, name: 'MRI घुटना' });
    expect(await search('hi', 'zzzz qqqq')).toEqual([]);
    expect(await search('te', 'పరీక్ష')).toEqual([
      expect.objectContaining({ randomId: scenario.ids.cbc.randomId }),
    ]);
  });

  it('returns only tests offered in the city', async () => {
    // MRI Spine is offered in Pune only.
    const spine = {
      ...content,
      hi: {
        ...content.hi!,
        products: {
          ...content.hi!.products,
          'mri-spine': product('MRI रीढ़', ['कमर का MRI'], ['reedh ki haddi ka MRI']),
        },
      },
    };
    const inCity = (cityId: number) =>
      searchProducts(scenario.db.db, cityId, 'कमर का MRI', { locale: 'hi', content: spine });
    expect((await inCity(scenario.ids.hyderabad)).map((h) => h.name)).not.toContain('MRI रीढ़');
    expect((await inCity(scenario.ids.pune)).map((h) => h.name)).toContain('MRI रीढ़');
  });
});
