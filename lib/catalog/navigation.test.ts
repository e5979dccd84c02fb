import { carriedQuery, carryQuery } from './navigation';

const UTM = 'utm_source=google&utm_campaign=mri+hyd';

describe('carryQuery', () => {
  it('adds the visitor query after the link’s own parameters, before the hash', () => {
    expect(carryQuery('/search/?query=MRI+Brain&city_id=1#/sort_by_area_id=4', UTM)).toBe(
      '/search/?query=MRI+Brain&city_id=1&utm_source=google&utm_campaign=mri+hyd#/sort_by_area_id=4',
    );
  });

  it('keeps the link’s own value when both name a parameter', () => {
    expect(carryQuery('/scans/?city_id=1', 'city_id=9&utm_source=x')).toBe(
      '/scans/?city_id=1&utm_source=x',
    );
  });

  it('leaves a link alone when there is no visitor query, and handles ? and # prefixes', () => {
    expect(carryQuery('/pune/cbc/abc123/', '')).toBe('/pune/cbc/abc123/');
    expect(carryQuery('/pune/cbc/abc123/', '?utm_source=x')).toBe('/pune/cbc/abc123/?utm_source=x');
  });

  it('keeps repeated visitor parameters', () => {
    expect(carryQuery('/a/', 'tag=1&tag=2')).toBe('/a/?tag=1&tag=2');
  });
});

describe('carriedQuery', () => {
  it("keeps a campaign's parameters and drops the page's own", () => {
    expect(
      carriedQuery('?next=%2Fmy-bookings%2F&utm_source=paper&query=mri&city_id=3&gclid=x'),
    ).toBe('utm_source=paper&gclid=x');
    expect(carriedQuery('')).toBe('');
  });
});
