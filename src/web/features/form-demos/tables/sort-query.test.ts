import { describe, expect, it } from 'vitest';
import { customersQueryString } from './customers-api';
import { sortQuery } from './sort-query';

describe('data table queries', () => {
  it('maps the table sort to the server’s sort keys', () => {
    expect(sortQuery([{ id: 'spentMinor', desc: false }])).toEqual({ sort: 'spent', order: 'asc' });
    expect(sortQuery([{ id: 'name', desc: true }])).toEqual({ sort: 'name', order: 'desc' });
  });

  it('falls back to newest first for no sort or a column the server cannot sort', () => {
    expect(sortQuery([])).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(sortQuery([{ id: 'email', desc: false }])).toEqual({ sort: 'createdAt', order: 'desc' });
  });

  it('sends no empty filter', () => {
    expect(customersQueryString({ page: 2, pageSize: 10, q: '', country: undefined, sort: 'name' })).toEqual({
      page: 2,
      pageSize: 10,
      sort: 'name',
    });
  });
});
