// Shapes of the hand-written catalogue content. The seed generator (lib/db/seed)
// turns these into rows; everything random (ids, prices, centres, reviews) is
// derived from a seeded PRNG there, so these files hold only facts and prose.

export type CategoryCode =
  | 'mri'
  | 'ct'
  | 'ultrasound'
  | 'x-ray'
  | 'mammography'
  | 'cardiology'
  | 'hematology'
  | 'biochemistry'
  | 'hormones'
  | 'pathology'
  | 'health-packages';

export interface AreaSeed {
  /** Real locality name as patients write it, e.g. "Banjara Hills". */
  name: string;
  /** 6-digit Indian PIN code of the locality. */
  pincode: string;
}

export interface CitySeed {
  name: string; // "Hyderabad"
  slug: string; // "hyderabad" (lower case, URL-safe)
  state: string; // "Telangana"
  areas: AreaSeed[];
}

export interface FaqSeed {
  question: string;
  /** Answer as simple HTML (<p>, <ul>, <li>, <strong> only). */
  answerHtml: string;
}

export interface ProductSeed {
  name: string; // "MRI Brain"
  /** Optional friendlier name shown in call-us banner, e.g. "MRI Brain Scan". */
  displayName?: string;
  slug: string; // "mri-brain" (unique, lower case, hyphens)
  category: CategoryCode;
  aliases: string[]; // ["Brain MRI", "MRI Head", ...]
  /** True when the patient must fast before the test. */
  fasting: boolean;
  /** Hours of fasting when fasting is true (e.g. 8, 10-12 -> 10). */
  fastingHours?: number;
  /** Preparation guide as simple HTML (<p>, <ul>, <li>, <strong>). */
  preparationHtml: string;
  /** "How is it done" as simple HTML. */
  howItIsDoneHtml: string;
  /** 3 to 6 FAQs written for this project. */
  faqs: FaqSeed[];
  /** Sample can be collected / test done at home (blood tests, ECG, X-ray portable...). */
  homeServiceAllowed: boolean;
  /** Typical list price in a metro, integer rupees (the seed varies it per centre). */
  typicalPrice: number;
  /** Hours until the report is usually ready. */
  reportHours: number;
}
