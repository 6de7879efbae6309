import { describe, expect, it } from 'vitest';
import { customersQueryString } from './customers-api';
import { sortQuery } from './sort-query';

describe('data table queries', () => {
  it('maps the grid sort to the server’s sort keys', () => {
    expect(sortQuery([{ field: 'spentMinor', sort: 'asc' }])).toEqual({ sort: 'spent', order: 'asc' });
    expect(sortQuery([{ field: 'name', sort: 'desc' }])).toEqual({ sort: 'name', order: 'desc' });
  });

  it('falls back to newest first for no sort or a column the server cannot sort', () => {
    expect(sortQuery([])).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(sortQuery([{ field: 'email', sort: 'asc' }])).toEqual({ sort: 'createdAt', order: 'desc' });
  });

  it('sends no empty filter', () => {
    expect(customersQueryString({ page: 2, pageSize: 10, q: '', country: undefined, sort: 'name' })).toEqual({
      page: 2,
      pageSize: 10,
      sort: 'name',
    });
  });
});
