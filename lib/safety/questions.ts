// The pre-visit check, as data in one place: which questions each test asks, what each answer
// does (stops the online booking, or adds an instruction for this patient, or tells the centre),
// and the public source each medical statement rests on. The words themselves are the `safety`
// messages in every language; the ids here are their keys. Nothing here is advice of our own:
// every block and instruction names the guidance it follows.

/** The public guidance the check follows, cited by each rule below. */
export const SOURCES = {
  acrMrSafety: {
    title: 'American College of Radiology, ACR Manual on MR Safety (2024)',
    url: 'https://www.acr.org/Clinical-Resources/Clinical-Tools-and-Reference/MR-Safety',
  },
  acrContrast: {
    title: 'American College of Radiology, ACR Manual on Contrast Media (2024)',
    url: 'https://www.acr.org/Clinical-Resources/Clinical-Tools-and-Reference/Contrast-Manual',
  },
  acrPregnancy: {
    title:
      'ACR–SPR Practice Parameter for Imaging Pregnant or Potentially Pregnant Patients with Ionizing Radiation (2023)',
    url: 'https://www.acr.org/Clinical-Resources/Clinical-Tools-and-Reference/Practice-Parameters-and-Technical-Standards',
  },
  icmrDiabetes: {
    title:
      'Indian Council of Medical Research, ICMR Guidelines for Management of Type 2 Diabetes (2018)',
    url: 'https://main.icmr.nic.in/sites/default/files/guidelines/ICMR_GuidelinesType2diabetes2018_0.pdf',
  },
  whoPhlebotomy: {
    title:
      'World Health Organization, WHO guidelines on drawing blood: best practices in phlebotomy (2010)',
    url: 'https://www.who.int/publications/i/item/9789241599221',
  },
  radiologyInfoAbdomen: {
    title: 'RadiologyInfo.org (ACR and RSNA), Ultrasound – Abdomen: how should I prepare?',
    url: 'https://www.radiologyinfo.org/en/info/abdominus',
  },
  radiologyInfoPelvis: {
    title: 'RadiologyInfo.org (ACR and RSNA), Ultrasound – Pelvis: how should I prepare?',
    url: 'https://www.radiologyinfo.org/en/info/pelvus',
  },
} as const;
export type SourceId = keyof typeof SOURCES;

/** Every question the check can ask. */
export const QUESTION_IDS = [
  'pacemaker',
  'cochlear',
  'metal',
  'clips',
  'implants',
  'pregnancy',
  'claustrophobia',
  'weight',
  'kidney',
  'metformin',
  'contrastAllergy',
  'asthma',
  'diabetes',
  'thinners',
  'medicines',
] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];

/** The words an answer may be (a number answers the rest). */
export const ANSWER_WORDS = ['yes', 'no', 'tablets', 'insulin'] as const;
export type AnswerWord = (typeof ANSWER_WORDS)[number];

/** How a question is answered: yes or no, one of a few choices, or a number (kilograms). */
export type AnswerKind =
  | { kind: 'yesno'; detail?: true }
  | { kind: 'choice'; options: readonly AnswerWord[] }
  | { kind: 'number'; min: number; max: number };

export const QUESTIONS: Record<QuestionId, AnswerKind> = {
  pacemaker: { kind: 'yesno' },
  cochlear: { kind: 'yesno' },
  metal: { kind: 'yesno' },
  clips: { kind: 'yesno' },
  // Which implant: the centre needs its name to check it.
  implants: { kind: 'yesno', detail: true },
  pregnancy: { kind: 'yesno' },
  claustrophobia: { kind: 'yesno' },
  weight: { kind: 'number', min: 2, max: 300 },
  kidney: { kind: 'yesno' },
  metformin: { kind: 'yesno' },
  contrastAllergy: { kind: 'yesno' },
  asthma: { kind: 'yesno' },
  diabetes: { kind: 'choice', options: ['no', 'tablets', 'insulin'] },
  thinners: { kind: 'yesno' },
  medicines: { kind: 'yesno' },
};

/** Why an answer stops the online booking: the `safety.blocks.*` explanation. */
export const BLOCK_IDS = [
  'mriDevice',
  'mriMetal',
  'mriPregnancy',
  'radiationPregnancy',
  'contrastReaction',
] as const;
export type BlockId = (typeof BLOCK_IDS)[number];

/** An instruction for this patient: the `safety.instructions.*` text. */
export const INSTRUCTION_IDS = [
  'implantCard',
  'claustrophobia',
  'weight',
  'creatinine',
  'metformin',
  'asthma',
  'insulin',
  'diabetesTablets',
  'thinners',
  'medicines',
  'fullBladder',
  'emptyBladder',
  'abdomenFasting',
] as const;
export type InstructionId = (typeof INSTRUCTION_IDS)[number];

/** The answer a rule looks for: 'yes', a choice, or a number at least so large. */
export type Match = { question: QuestionId } & ({ is: string } | { atLeast: number });

export type Rule = Match &
  ({ block: BlockId; source: SourceId } | { instruction: InstructionId; source: SourceId });

/** Who a question is asked of: women of child-bearing age for pregnancy (ACR: 12 to 50). */
export const CHILD_BEARING_AGE = { min: 12, max: 50 } as const;

/** A set of questions and what their answers do, for the tests it applies to. */
export interface QuestionSet {
  /** What the set is for, in the data's own words (not shown). */
  name: string;
  /** The tests it applies to: by category code, by product slug, or fasting lab tests. */
  applies: { categories?: readonly string[]; products?: readonly string[]; fastingLab?: true };
  questions: readonly QuestionId[];
  rules: readonly Rule[];
  /** Instructions every patient of these tests gets (the test's own preparation). */
  always?: readonly { instruction: InstructionId; source: SourceId }[];
}

/** The imaging categories: a fasting test outside them is a lab test. */
export const IMAGING_CATEGORIES = ['mri', 'ct', 'ultrasound', 'x-ray', 'mammography'] as const;

/** Tests given with a contrast medium (gadolinium for MRI, iodine for CT). */
export const CONTRAST_PRODUCTS = [
  'mri-brain-with-contrast',
  'mri-prostate-multiparametric',
  'mri-breast',
  'ct-brain-with-contrast',
  'ct-abdomen-pelvis-with-contrast',
  'ct-coronary-angiography',
] as const;

const CT_CONTRAST = CONTRAST_PRODUCTS.filter((slug) => slug.startsWith('ct-'));
const MRI_CONTRAST = CONTRAST_PRODUCTS.filter((slug) => slug.startsWith('mri-'));

export const QUESTION_SETS: readonly QuestionSet[] = [
  {
    name: 'MRI screening',
    applies: { categories: ['mri'] },
    questions: [
      'pacemaker',
      'cochlear',
      'metal',
      'clips',
      'implants',
      'pregnancy',
      'claustrophobia',
      'weight',
    ],
    rules: [
      // Active implants and aneurysm clips need the radiologist to check the exact model first.
      { question: 'pacemaker', is: 'yes', block: 'mriDevice', source: 'acrMrSafety' },
      { question: 'cochlear', is: 'yes', block: 'mriDevice', source: 'acrMrSafety' },
      { question: 'clips', is: 'yes', block: 'mriDevice', source: 'acrMrSafety' },
      // Metal in the eye or body is screened (an X-ray of the orbits) before a scan is allowed.
      { question: 'metal', is: 'yes', block: 'mriMetal', source: 'acrMrSafety' },
      { question: 'pregnancy', is: 'yes', block: 'mriPregnancy', source: 'acrMrSafety' },
      { question: 'implants', is: 'yes', instruction: 'implantCard', source: 'acrMrSafety' },
      {
        question: 'claustrophobia',
        is: 'yes',
        instruction: 'claustrophobia',
        source: 'acrMrSafety',
      },
      { question: 'weight', atLeast: 130, instruction: 'weight', source: 'acrMrSafety' },
    ],
  },
  {
    name: 'Gadolinium contrast',
    applies: { products: MRI_CONTRAST },
    questions: ['kidney'],
    rules: [{ question: 'kidney', is: 'yes', instruction: 'creatinine', source: 'acrContrast' }],
  },
  {
    name: 'Ionising radiation',
    applies: { categories: ['ct', 'x-ray', 'mammography'] },
    questions: ['pregnancy'],
    rules: [
      { question: 'pregnancy', is: 'yes', block: 'radiationPregnancy', source: 'acrPregnancy' },
    ],
  },
  {
    name: 'Iodinated contrast',
    applies: { products: CT_CONTRAST },
    questions: ['kidney', 'metformin', 'contrastAllergy', 'asthma'],
    rules: [
      // An earlier reaction needs a doctor to decide on premedication, or another test.
      {
        question: 'contrastAllergy',
        is: 'yes',
        block: 'contrastReaction',
        source: 'acrContrast',
      },
      { question: 'kidney', is: 'yes', instruction: 'creatinine', source: 'acrContrast' },
      { question: 'metformin', is: 'yes', instruction: 'creatinine', source: 'acrContrast' },
      { question: 'metformin', is: 'yes', instruction: 'metformin', source: 'acrContrast' },
      { question: 'asthma', is: 'yes', instruction: 'asthma', source: 'acrContrast' },
    ],
  },
  {
    name: 'Fasting blood test',
    applies: { fastingLab: true },
    questions: ['diabetes', 'thinners', 'medicines'],
    rules: [
      { question: 'diabetes', is: 'insulin', instruction: 'insulin', source: 'icmrDiabetes' },
      {
        question: 'diabetes',
        is: 'tablets',
        instruction: 'diabetesTablets',
        source: 'icmrDiabetes',
      },
      { question: 'thinners', is: 'yes', instruction: 'thinners', source: 'whoPhlebotomy' },
      { question: 'medicines', is: 'yes', instruction: 'medicines', source: 'whoPhlebotomy' },
    ],
  },
  {
    name: 'Abdominal ultrasound',
    applies: { products: ['ultrasound-whole-abdomen'] },
    questions: [],
    rules: [],
    always: [
      { instruction: 'abdomenFasting', source: 'radiologyInfoAbdomen' },
      { instruction: 'fullBladder', source: 'radiologyInfoPelvis' },
    ],
  },
  {
    name: 'Pelvic and kidney ultrasound',
    applies: { products: ['ultrasound-pelvis', 'ultrasound-kub'] },
    questions: [],
    rules: [],
    always: [{ instruction: 'fullBladder', source: 'radiologyInfoPelvis' }],
  },
  {
    name: 'Transvaginal ultrasound',
    applies: { products: ['transvaginal-ultrasound'] },
    questions: [],
    rules: [],
    always: [{ instruction: 'emptyBladder', source: 'radiologyInfoPelvis' }],
  },
];
