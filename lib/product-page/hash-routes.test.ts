import { matchHashRoute } from './hash-routes';

describe('matchHashRoute (docs/product.md, Routes: first match wins)', () => {
  it.each([
    [
      '#/book-appointment/walkin/12/',
      { screen: 'book-appointment', service: 'walkin', centerId: 12 },
    ],
    [
      '#/book-appointment/home-service/7/',
      { screen: 'book-appointment', service: 'home-service', centerId: 7 },
    ],
    [
      '#/book-appointment/walkin/null/',
      { screen: 'book-appointment', service: 'walkin', centerId: null },
    ],
    [
      '#/book-appointment/walkin/',
      { screen: 'book-appointment', service: 'walkin', centerId: null },
    ],
    [
      '#/book-appointment/home-service',
      { screen: 'book-appointment', service: 'home-service', centerId: null },
    ],
    ['#/diagnostic-service-picker/null/', { screen: 'service-picker', centerId: null }],
    ['#/diagnostic-service-picker/31/', { screen: 'service-picker', centerId: 31 }],
  ])('%s', (hash, route) => {
    expect(matchHashRoute(hash)).toEqual(route);
  });

  it.each([
    [''],
    ['#'],
    ['#/'],
    ['#/book-appointment/'],
    ['#/book-appointment/taxi/'],
    ['#/book-appointment/walkin/abc/'],
    ['#/diagnostic-service-picker/'],
    ['#/diagnostic-service-picker/-1/'],
    ['#customer-reviews'],
    ['#/sort_by_area_id=3'],
  ])('%s is the main page', (hash) => {
    expect(matchHashRoute(hash)).toEqual({ screen: 'main' });
  });
});
