import { AREA_SEARCH, createAreaIndex, searchAreas } from './area-search';
import { orderByArea } from './area-order';

const areas = [
  { id: 1, name: 'Banjara Hills' },
  { id: 2, name: 'Jubilee Hills' },
  { id: 3, name: 'Kukatpally' },
  { id: 4, name: 'Secunderabad' },
  { id: 5, name: 'Ameerpet' },
];

describe('area search (docs/product.md, Validation)', () => {
  const index = createAreaIndex(areas);

  it('uses the constants of the spec', () => {
    expect(AREA_SEARCH).toEqual({
      minChars: 2,
      maxPattern: 32,
      threshold: 0.6,
      location: 0,
      distance: 100,
    });
  });

  it('starts at two trimmed characters', () => {
    expect(searchAreas(index, 'k')).toEqual([]);
    expect(searchAreas(index, '  k  ')).toEqual([]);
    expect(searchAreas(index, ' ku ').map((a) => a.name)[0]).toBe('Kukatpally');
  });

  it('forgives typos', () => {
    expect(searchAreas(index, 'banjra hils')[0]?.name).toBe('Banjara Hills');
    expect(searchAreas(index, 'secundrabad')[0]?.name).toBe('Secunderabad');
  });

  it('cuts the pattern to 32 characters', () => {
    const search = jest.spyOn(index, 'search');
    searchAreas(index, `  ${'Kukatpally Housing Board Colony Phase 1'}  `);
    expect(search).toHaveBeenCalledWith('Kukatpally Housing Board Colony ', { limit: 8 });
    expect(search.mock.calls[0]?.[0]).toHaveLength(32);
  });

  it('orders the chosen area first, the rest as they were', () => {
    expect(orderByArea(areas, (a) => a.id === 4).map((a) => a.id)).toEqual([4, 1, 2, 3, 5]);
  });
});
