import { needsUpkeep, UPKEEP_MIN_PAGES } from './upkeep';

describe('needsUpkeep', () => {
  it('takes a table never analysed once it holds anything', () => {
    expect(needsUpkeep({ relpages: 0, reltuples: -1, pages: 1 })).toBe(true);
    expect(needsUpkeep({ relpages: 0, reltuples: -1, pages: 0 })).toBe(false);
  });

  it('takes a table that grew by a fifth, and by at least a few pages', () => {
    expect(needsUpkeep({ relpages: 100, reltuples: 5000, pages: 119 })).toBe(false);
    expect(needsUpkeep({ relpages: 100, reltuples: 5000, pages: 120 })).toBe(true);
    expect(needsUpkeep({ relpages: 1, reltuples: 40, pages: UPKEEP_MIN_PAGES })).toBe(false);
    expect(needsUpkeep({ relpages: 1, reltuples: 40, pages: 1 + UPKEEP_MIN_PAGES })).toBe(true);
    expect(needsUpkeep({ relpages: 0, reltuples: 0, pages: UPKEEP_MIN_PAGES })).toBe(true);
  });

  it('leaves a table that has not grown since', () => {
    expect(needsUpkeep({ relpages: 50, reltuples: 2500, pages: 50 })).toBe(false);
  });
});
