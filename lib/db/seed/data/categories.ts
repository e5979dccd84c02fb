import type { CategoryCode } from './types';

/** Display order of categories on the home and city pages. */
export const CATEGORIES: { code: CategoryCode; name: string }[] = [
  { code: 'mri', name: 'MRI' },
  { code: 'ct', name: 'CT' },
  { code: 'ultrasound', name: 'Ultrasound' },
  { code: 'x-ray', name: 'X-Ray' },
  { code: 'mammography', name: 'Mammography' },
  { code: 'cardiology', name: 'Cardiology' },
  { code: 'hematology', name: 'Hematology' },
  { code: 'biochemistry', name: 'Biochemistry' },
  { code: 'hormones', name: 'Hormones' },
  { code: 'pathology', name: 'Pathology' },
  { code: 'health-packages', name: 'Health Packages' },
];
