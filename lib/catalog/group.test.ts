import { categorySummaries, groupByCategory } from './group';
import { scanTabs } from './scans';
import type { CityProduct } from './types';

const item = (name: string, code: string, minPrice: number): CityProduct => ({
  randomId: name.slice(0, 6),
  name,
  urlSlug: name.toLowerCase(),
  category: { code, name: code.toUpperCase() },
  minPrice,
  maxPrice: minPrice,
  centreCount: 1,
});

const products = [
  item('MRI Brain', 'mri', 2800),
  item('MRI Knee', 'mri', 2500),
  item('CBC', 'hematology', 300),
  item('X-Ray Chest', 'x-ray', 250),
  item('CT Chest', 'ct', 1900),
];

it('groups under categories in the order they came', () => {
  expect(groupByCategory(products).map((g) => [g.category.code, g.products.length])).toEqual([
    ['mri', 2],
    ['hematology', 1],
    ['x-ray', 1],
    ['ct', 1],
  ]);
});

it('summarises each category with its count and cheapest starting price', () => {
  expect(categorySummaries(products)[0]).toEqual({
    category: { code: 'mri', name: 'MRI' },
    count: 2,
    minPrice: 2500,
  });
});

it('makes one scans tab per imaging category, in tab order, without lab tests', () => {
  expect(scanTabs(products).map((t) => t.category.code)).toEqual(['mri', 'ct', 'x-ray']);
});
