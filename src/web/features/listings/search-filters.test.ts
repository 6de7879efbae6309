import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './search-filters';

describe('the search address', () => {
  it('reads the query, filters and sort a shared link carries', () => {
    const filters = filtersFromParams(
      new URLSearchParams('q=%20matematyka%20&kind=tutoring&min=10&max=200&location=Krak%C3%B3w&sort=priceAsc'),
    );
    expect(filters).toEqual({
      q: 'matematyka',
      kind: 'tutoring',
      minPrice: 1000,
      maxPrice: 20000,
      location: 'Kraków',
      sort: 'priceAsc',
    });
  });

  it('leaves out what it cannot read instead of failing the page', () => {
    expect(filtersFromParams(new URLSearchParams('kind=spaceship&min=-3&max=abc&sort=random&q=%20'))).toEqual({});
  });

  it('writes the same address back, without the default sort', () => {
    const params = 'q=piano&min=5&sort=newest';
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams(params))).toString()).toBe(params);
    expect(paramsFromFilters({ q: 'x', sort: 'relevance' }).toString()).toBe('q=x');
  });
});
