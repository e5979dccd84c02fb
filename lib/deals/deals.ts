// Promotional deals (the product page's "32 Tests · Free Home Collection · Reports in 48
// Hours" widget links to one). A deal is marketing's offer, written here like the page copy;
// what it contains points at catalogue tests by slug, so their pages and prices are real.

export interface DealGroup {
  /** The catalogue test this group is (lib/db/seed/data), for its page and separate price. */
  productSlug: string;
  title: string;
  /** The measurements reported: each counts as one of the deal's tests. */
  parameters: string[];
}

export interface Deal {
  code: string;
  title: string;
  summary: string;
  /** Integer rupees, home collection included. */
  price: number;
  reportHours: number;
  fastingHours: string;
  groups: DealGroup[];
}

const DEALS: Deal[] = [
  {
    // "hc" home collection, 499 rupees, Thyroid, Vitamins, Heart (lipids), Renal.
    code: 'hc_499_tvhr_0_33',
    title: 'Full Body Checkup at Home',
    summary:
      'Thyroid, vitamin D and B12, heart (lipids), kidney, liver and sugar in one blood sample collected at home.',
    price: 499,
    reportHours: 48,
    fastingHours: '10–12',
    groups: [
      {
        productSlug: 'thyroid-profile',
        title: 'Thyroid Profile',
        parameters: ['Total T3', 'Total T4', 'TSH'],
      },
      {
        productSlug: 'lipid-profile',
        title: 'Lipid Profile (heart)',
        parameters: [
          'Total Cholesterol',
          'Triglycerides',
          'HDL Cholesterol',
          'LDL Cholesterol',
          'VLDL Cholesterol',
          'Non-HDL Cholesterol',
          'Total Cholesterol / HDL Ratio',
          'LDL / HDL Ratio',
        ],
      },
      {
        productSlug: 'liver-function-test',
        title: 'Liver Function Test',
        parameters: [
          'Total Bilirubin',
          'Direct Bilirubin',
          'Indirect Bilirubin',
          'SGOT (AST)',
          'SGPT (ALT)',
          'Alkaline Phosphatase',
          'GGT',
          'Total Protein',
          'Albumin',
          'Globulin',
          'Albumin / Globulin Ratio',
        ],
      },
      {
        productSlug: 'kidney-function-test',
        title: 'Kidney Function Test (renal)',
        parameters: [
          'Blood Urea',
          'Blood Urea Nitrogen (BUN)',
          'Serum Creatinine',
          'BUN / Creatinine Ratio',
          'Uric Acid',
          'Serum Calcium',
        ],
      },
      {
        productSlug: 'fasting-blood-sugar',
        title: 'Blood Sugar',
        parameters: ['Fasting Blood Sugar'],
      },
      { productSlug: 'hba1c', title: 'HbA1c', parameters: ['HbA1c (3-month average sugar)'] },
      { productSlug: 'vitamin-d-25-oh', title: 'Vitamin D', parameters: ['Vitamin D (25-OH)'] },
      { productSlug: 'vitamin-b12', title: 'Vitamin B12', parameters: ['Vitamin B12'] },
    ],
  },
];

/** Deal codes are case-sensitive, like the links marketing shares. */
export function getDeal(code: string): Deal | null {
  return DEALS.find((d) => d.code === code) ?? null;
}

export function listDeals(): readonly Deal[] {
  return DEALS;
}

export function testCount(deal: Deal): number {
  return deal.groups.reduce((n, g) => n + g.parameters.length, 0);
}
