import { areaIdFromHash, orderByArea } from './area-order';

describe('areaIdFromHash', () => {
  it('reads the area id of the product page’s link', () => {
    expect(areaIdFromHash('#/sort_by_area_id=17')).toBe(17);
    expect(areaIdFromHash('#/sort_by_area_id=17/')).toBe(17);
  });

  it('is null for any other hash', () => {
    for (const hash of [
      '',
      '#',
      '#/mri',
      '#/sort_by_area_id=',
      '#/sort_by_area_id=x1',
      '#/sort_by_area_id=1234567890',
    ]) {
      expect(areaIdFromHash(hash)).toBeNull();
    }
  });
});

describe('orderByArea', () => {
  const centres = [
    { id: 1, areaId: 5 },
    { id: 2, areaId: 9 },
    { id: 3, areaId: 5 },
    { id: 4, areaId: 9 },
  ];

  it('puts the area’s centres first and keeps each group’s order', () => {
    expect(orderByArea(centres, (c) => c.areaId === 9).map((c) => c.id)).toEqual([2, 4, 1, 3]);
  });

  it('leaves the order alone for an area with no centre', () => {
    expect(orderByArea(centres, () => false).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(orderByArea(centres, (c) => c.areaId === 77).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
