// The check's rules as a table: each answer, for each kind of test, gives the block or the
// instruction the data says, and nothing else.
import {
  assess,
  NOTHING_DECLARED,
  questionsFor,
  type Answers,
  type PatientFacts,
  type TestFacts,
} from './rules';
import { QUESTION_SETS, SOURCES } from './questions';

const MRI: TestFacts = { categoryCode: 'mri', urlSlug: 'mri-brain', fasting: false };
const MRI_CONTRAST: TestFacts = {
  categoryCode: 'mri',
  urlSlug: 'mri-brain-with-contrast',
  fasting: true,
};
const CT: TestFacts = { categoryCode: 'ct', urlSlug: 'ct-brain-plain', fasting: false };
const CT_CONTRAST: TestFacts = {
  categoryCode: 'ct',
  urlSlug: 'ct-brain-with-contrast',
  fasting: true,
};
const XRAY: TestFacts = { categoryCode: 'x-ray', urlSlug: 'x-ray-chest-pa-view', fasting: false };
const FASTING_LAB: TestFacts = {
  categoryCode: 'biochemistry',
  urlSlug: 'fasting-blood-sugar',
  fasting: true,
};
const PLAIN_LAB: TestFacts = { categoryCode: 'hematology', urlSlug: 'cbc', fasting: false };
const US_ABDOMEN: TestFacts = {
  categoryCode: 'ultrasound',
  urlSlug: 'ultrasound-whole-abdomen',
  fasting: true,
};
const US_PELVIS: TestFacts = {
  categoryCode: 'ultrasound',
  urlSlug: 'ultrasound-pelvis',
  fasting: false,
};
const TVS: TestFacts = {
  categoryCode: 'ultrasound',
  urlSlug: 'transvaginal-ultrasound',
  fasting: false,
};

const WOMAN: PatientFacts = { gender: 'female', age: 30 };
const MAN: PatientFacts = { gender: 'male', age: 30 };
const GIRL: PatientFacts = { gender: 'female', age: 9 };
const OLDER_WOMAN: PatientFacts = { gender: 'female', age: 68 };

/** Every question answered no, then the given answers over them. */
const answering = (over: Answers) => ({
  answers: { ...NOTHING_DECLARED.answers, ...over },
});

describe('what each test asks', () => {
  it.each([
    [MRI, MAN, ['pacemaker', 'cochlear', 'metal', 'clips', 'implants', 'claustrophobia', 'weight']],
    [
      MRI,
      WOMAN,
      [
        'pacemaker',
        'cochlear',
        'metal',
        'clips',
        'implants',
        'pregnancy',
        'claustrophobia',
        'weight',
      ],
    ],
    [
      MRI,
      OLDER_WOMAN,
      ['pacemaker', 'cochlear', 'metal', 'clips', 'implants', 'claustrophobia', 'weight'],
    ],
    [
      MRI_CONTRAST,
      MAN,
      ['pacemaker', 'cochlear', 'metal', 'clips', 'implants', 'claustrophobia', 'weight', 'kidney'],
    ],
    [CT, WOMAN, ['pregnancy']],
    [CT, MAN, []],
    [CT, GIRL, []],
    [CT_CONTRAST, WOMAN, ['pregnancy', 'kidney', 'metformin', 'contrastAllergy', 'asthma']],
    [XRAY, WOMAN, ['pregnancy']],
    [FASTING_LAB, MAN, ['diabetes', 'thinners', 'medicines']],
    [PLAIN_LAB, WOMAN, []],
    [US_ABDOMEN, WOMAN, []],
  ] as const)('%o for %o asks %o', (test, patient, expected) => {
    expect(questionsFor(test, patient)).toEqual(expected);
  });
});

describe('what each answer does', () => {
  it.each([
    // test, patient, answers, blocks, instructions
    [MRI, MAN, {}, [], []],
    [MRI, MAN, { pacemaker: 'yes' }, ['mriDevice'], []],
    [MRI, MAN, { cochlear: 'yes' }, ['mriDevice'], []],
    [MRI, MAN, { clips: 'yes' }, ['mriDevice'], []],
    [MRI, MAN, { metal: 'yes' }, ['mriMetal'], []],
    [MRI, WOMAN, { pregnancy: 'yes' }, ['mriPregnancy'], []],
    [MRI, MAN, { implants: 'yes' }, [], ['implantCard']],
    [MRI, MAN, { claustrophobia: 'yes' }, [], ['claustrophobia']],
    [MRI, MAN, { weight: 129 }, [], []],
    [MRI, MAN, { weight: 130 }, [], ['weight']],
    [
      MRI,
      MAN,
      { pacemaker: 'yes', metal: 'yes', claustrophobia: 'yes' },
      ['mriDevice', 'mriMetal'],
      ['claustrophobia'],
    ],
    [MRI_CONTRAST, MAN, { kidney: 'yes' }, [], ['creatinine']],
    [CT, WOMAN, { pregnancy: 'yes' }, ['radiationPregnancy'], []],
    [XRAY, WOMAN, { pregnancy: 'yes' }, ['radiationPregnancy'], []],
    [CT_CONTRAST, MAN, { contrastAllergy: 'yes' }, ['contrastReaction'], []],
    [CT_CONTRAST, MAN, { kidney: 'yes' }, [], ['creatinine']],
    [CT_CONTRAST, MAN, { metformin: 'yes' }, [], ['creatinine', 'metformin']],
    [CT_CONTRAST, MAN, { kidney: 'yes', metformin: 'yes' }, [], ['creatinine', 'metformin']],
    [CT_CONTRAST, MAN, { asthma: 'yes' }, [], ['asthma']],
    [FASTING_LAB, MAN, { diabetes: 'insulin' }, [], ['insulin']],
    [FASTING_LAB, MAN, { diabetes: 'tablets' }, [], ['diabetesTablets']],
    [FASTING_LAB, MAN, { thinners: 'yes' }, [], ['thinners']],
    [FASTING_LAB, MAN, { medicines: 'yes' }, [], ['medicines']],
    [
      FASTING_LAB,
      MAN,
      { diabetes: 'insulin', thinners: 'yes', medicines: 'yes' },
      [],
      ['insulin', 'thinners', 'medicines'],
    ],
    [US_ABDOMEN, WOMAN, {}, [], ['abdomenFasting', 'fullBladder']],
    [US_PELVIS, WOMAN, {}, [], ['fullBladder']],
    [TVS, WOMAN, {}, [], ['emptyBladder']],
    // An answer to a question the test does not ask does nothing.
    [CT, MAN, { pregnancy: 'yes' }, [], []],
    [PLAIN_LAB, MAN, { pacemaker: 'yes', diabetes: 'insulin' }, [], []],
  ] as const)(
    '%o %o %o blocks %o and instructs %o',
    (test, patient, over, blocks, instructions) => {
      const result = assess(test, patient, answering(over as Answers));
      expect(result.missing).toEqual([]);
      expect(result.blocks.map((b) => b.id)).toEqual(blocks);
      expect(result.instructions.map((i) => i.id)).toEqual(instructions);
    },
  );

  it('names a missing or malformed answer, and keeps only the answers the test asks', () => {
    const result = assess(MRI, WOMAN, {
      answers: { pacemaker: 'no', weight: 900, diabetes: 'insulin', cochlear: 'maybe' as 'no' },
    });
    expect(result.missing).toEqual([
      'cochlear',
      'metal',
      'clips',
      'implants',
      'pregnancy',
      'claustrophobia',
      'weight',
    ]);
    expect(result.kept.answers).toEqual({ pacemaker: 'no' });
  });

  it('keeps a detail only with a yes, and flags for the centre every answer but a no', () => {
    const result = assess(MRI, MAN, {
      answers: { ...NOTHING_DECLARED.answers, implants: 'yes', claustrophobia: 'yes' },
      details: { implants: ' Knee replacement, 2019 ', pacemaker: 'ignored' },
    });
    expect(result.kept.details).toEqual({ implants: 'Knee replacement, 2019' });
    expect(result.flags).toEqual([
      { question: 'implants', answer: 'yes', detail: 'Knee replacement, 2019' },
      { question: 'claustrophobia', answer: 'yes', detail: null },
      { question: 'weight', answer: 70, detail: null },
    ]);
  });
});

describe('the data', () => {
  it('cites a public source for every block and instruction', () => {
    for (const set of QUESTION_SETS) {
      for (const rule of [...set.rules, ...(set.always ?? [])]) {
        expect(SOURCES[rule.source].url).toMatch(/^https:\/\//);
      }
    }
  });
});
