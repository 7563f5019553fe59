import { parseListQuery } from './list-query';

const FIELDS = ['id', 'email'] as const;

describe('parseListQuery', () => {
  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["email","desc"]', range: '[10,19]', filter: '{"q":"x"}' }, FIELDS, 'id')).toEqual({
      sortField: 'email',
      sortOrder: 'DESC',
      skip: 10,
      take: 10,
      filter: { q: 'x' },
    });
  });

  it('defaults to the first 25 rows in the default order', () => {
    expect(parseListQuery({}, FIELDS, 'id')).toEqual({ sortField: 'id', sortOrder: 'ASC', skip: 0, take: 25, filter: {} });
  });

  it('refuses pages over the maximum', () => {
    expect(() => parseListQuery({ range: '[0,5000]' }, FIELDS, 'id')).toThrow(/at most 1000 rows/);
  });
});
