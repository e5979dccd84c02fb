import { categorySummaries, groupByCategory, listedPerCategory } from './group';
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

describe('listedPerCategory', () => {
  const budget = { most: 12, total: 100 };

  it('lists every test of a small catalogue', () => {
    expect(listedPerCategory([3, 5, 2], budget)).toBe(12);
  });

  it('lists the largest equal share that keeps the page within its total', () => {
    // A launch city: 101 tests would be listed at 12 a category, 97 at 11.
    const launch = [19, 6, 11, 7, 10, 11, 2, 16, 12, 12, 6];
    expect(listedPerCategory(launch, budget)).toBe(11);
    // The same city at a hundred times the catalogue: 96 at 9, 106 at 10.
    const hundredfold = [57, 18, 33, 21, 30, 33, 6, 48, 36, 36, 18];
    expect(listedPerCategory(hundredfold, budget)).toBe(9);
  });

  it('lists at least one of each category however many there are', () => {
    expect(listedPerCategory(Array(150).fill(3), budget)).toBe(1);
  });
});
