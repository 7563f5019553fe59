import { containsPattern, defineList, parseListQuery, sendListPage } from './list-query';

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

describe('parseListQuery refuses ranges no database can serve', () => {
  it.each([
    ['[1e300,1e300]'],
    ['[9223372036854775807,9223372036854775807]'],
    ['[2147483648,2147483650]'],
    ['[-1,5]'],
    ['[0.5,3]'],
    ['[5,1]'],
    ['[0,1000]'],
    ['[0]'],
    ['[0,1,2]'],
    ['["0","5"]'],
    ['{"start":0}'],
  ])('answers range=%s with a clear 400', (range) => {
    expect(() => parseListQuery({ range }, FIELDS, 'id')).toThrow(/range must be \[start, end\] in whole numbers/);
  });

  it('accepts the largest page and the largest start', () => {
    expect(parseListQuery({ range: '[0,999]' }, FIELDS, 'id')).toMatchObject({ skip: 0, take: 1000 });
    expect(parseListQuery({ range: '[2147483647,2147483647]' }, FIELDS, 'id')).toMatchObject({ skip: 2147483647, take: 1 });
  });

  it('refuses control characters and broken Unicode anywhere in the filter, naming it', () => {
    expect(() => parseListQuery({ filter: JSON.stringify({ q: 'a\u0000b' }) }, FIELDS, 'id')).toThrow('filter.q contains an invalid character');
    expect(() => parseListQuery({ filter: JSON.stringify({ q: 'x\ud800y' }) }, FIELDS, 'id')).toThrow('filter.q contains an invalid character');
    expect(() => parseListQuery({ filter: JSON.stringify({ status: ['ok', '\u001b[31m'] }) }, FIELDS, 'id')).toThrow(
      'filter.status[1] contains an invalid character',
    );
  });

  it('refuses a parameter given twice', () => {
    expect(() => parseListQuery({ sort: ['["id","ASC"]', '["id","DESC"]'] as unknown as string }, FIELDS, 'id')).toThrow(/sort must be given once/);
  });
});

describe('defineList', () => {
  const list = defineList({
    resource: 'things',
    alias: 't',
    sort: { id: 't.id', name: ['t.lastName', 't.firstName'], createdAt: 't.createdAt', readAt: 't.readAt' },
    defaultSort: ['createdAt', 'DESC'],
    nullsLast: ['readAt'],
    search: ['t.email', `(t.first_name || ' ' || t.last_name)`],
    equals: { status: { column: 't.status', values: ['open', 'closed'], message: 'Status must be open or closed' } },
  });

  /** Records the calls a SelectQueryBuilder receives. */
  function recorder() {
    const calls: unknown[][] = [];
    const qb: Record<string, unknown> = {};
    for (const name of ['andWhere', 'orderBy', 'addOrderBy', 'skip', 'take']) {
      qb[name] = (...args: unknown[]) => {
        calls.push([name, ...args]);
        return qb;
      };
    }
    return { qb: qb as never, calls };
  }

  it('uses the default order, newest first, with a tie-break on id', () => {
    const { qb, calls } = recorder();
    list.apply(qb, list.parse({}));
    expect(calls).toEqual([
      ['orderBy', 't.createdAt', 'DESC', undefined],
      ['addOrderBy', 't.id', 'DESC'],
      ['skip', 0],
      ['take', 25],
    ]);
  });

  it('sorts a field on several columns and NULLS LAST where declared', () => {
    const byName = recorder();
    list.apply(byName.qb, list.parse({ sort: '["name","ASC"]' }));
    expect(byName.calls.slice(0, 3)).toEqual([
      ['orderBy', 't.lastName', 'ASC', undefined],
      ['addOrderBy', 't.firstName', 'ASC', undefined],
      ['addOrderBy', 't.id', 'ASC'],
    ]);
    const byRead = recorder();
    list.apply(byRead.qb, list.parse({ sort: '["readAt","DESC"]' }));
    expect(byRead.calls[0]).toEqual(['orderBy', 't.readAt', 'DESC', 'NULLS LAST']);
  });

  it('does not tie-break twice when sorting by id', () => {
    const { qb, calls } = recorder();
    list.apply(qb, list.parse({ sort: '["id","ASC"]' }));
    expect(calls.filter((c) => c[0] === 'addOrderBy')).toEqual([]);
  });

  it('answers every row without a range where declared wholeListWithoutRange, and the asked page with one', () => {
    const whole = defineList({
      resource: 'things',
      alias: 't',
      sort: { id: 't.id', createdAt: 't.createdAt' },
      defaultSort: ['createdAt', 'ASC'],
      wholeListWithoutRange: true,
    });
    const { qb, calls } = recorder();
    whole.apply(qb, whole.parse({}));
    expect(calls).toEqual([
      ['orderBy', 't.createdAt', 'ASC', undefined],
      ['addOrderBy', 't.id', 'ASC'],
      ['skip', 0],
      ['take', undefined],
    ]);
    expect(whole.parse({ range: '' }).take).toBeUndefined();
    expect(whole.parse({ range: '[10,19]' })).toMatchObject({ skip: 10, take: 10 });
    expect(() => whole.parse({ range: '[0,5000]' })).toThrow(/at most 1000 rows/);
    expect(list.parse({}).take).toBe(25);
  });

  it('applies the text search, equality filters and id lists', () => {
    const { qb, calls } = recorder();
    list.apply(qb, list.parse({ filter: JSON.stringify({ q: ' 100%_ ', status: ['open', 'open'], id: [3, '4', 99999999999], other: 'ignored' }) }));
    const wheres = calls.filter((c) => c[0] === 'andWhere');
    expect(wheres).toHaveLength(3);
    expect(wheres[1]).toEqual(['andWhere', 't.status IN (:...eq_status)', { eq_status: ['open'] }]);
    expect(wheres[2]).toEqual(['andWhere', 't.id IN (:...ids)', { ids: [3, 4] }]);
    expect(containsPattern(' 100%_ ')).toBe('%100\\%\\_%');
  });

  it('treats an empty equality filter as no filter', () => {
    const { qb, calls } = recorder();
    list.apply(qb, list.parse({ filter: '{"status":"","q":""}' }));
    expect(calls.filter((c) => c[0] === 'andWhere')).toEqual([]);
  });

  it('refuses values a filter does not allow, non-text searches and oversized id lists', () => {
    expect(() => list.parse({ filter: '{"status":"lost"}' })).toThrow('Status must be open or closed');
    expect(() => list.parse({ filter: '{"status":{"$ne":1}}' })).toThrow('Status must be open or closed');
    expect(() => list.parse({ filter: '{"q":42}' })).toThrow('filter q must be text');
    expect(() => list.parse({ filter: JSON.stringify({ q: 'x'.repeat(201) }) })).toThrow(/at most 200 characters/);
    expect(() => list.parse({ filter: JSON.stringify({ id: Array.from({ length: 1001 }, (_, i) => i + 1) }) })).toThrow(/filter id must be/);
    expect(() => list.parse({ filter: '{"id":[{"a":1}]}' })).toThrow(/filter id must be/);
    expect(() => list.parse({ sort: '["passwordHash","ASC"]' })).toThrow('sort must be [field, "ASC"|"DESC"] with field one of: id, name, createdAt, readAt');
  });

  describe('reference and yes/no filters', () => {
    const rows = defineList({
      resource: 'rows',
      alias: 'r',
      sort: { id: 'r.id' },
      defaultSort: ['id', 'ASC'],
      references: { ownerId: 'r.owner_id' },
      flags: { doubtful: { where: 'r.score IS NULL OR r.score < :limit', parameters: { limit: 0.8 } } },
    });
    const wheres = (filter: unknown) => {
      const { qb, calls } = recorder();
      rows.apply(qb, rows.parse({ filter: JSON.stringify(filter) }));
      return calls.filter((c) => c[0] === 'andWhere');
    };

    it('filters on a row id of another resource, and matches nothing for a value that is no row id', () => {
      expect(wheres({ ownerId: 7 })).toEqual([['andWhere', 'r.owner_id IN (:...ref_eq_ownerId)', { ref_eq_ownerId: [7] }]]);
      expect(wheres({ ownerId: ['7', 8, 8] })).toEqual([['andWhere', 'r.owner_id IN (:...ref_eq_ownerId)', { ref_eq_ownerId: [7, 8] }]]);
      expect(wheres({ ownerId: 'abc' })).toEqual([['andWhere', 'FALSE', { ref_eq_ownerId: [] }]]);
      expect(wheres({ ownerId: '' })).toEqual([]);
    });

    it('keeps the rows where a condition holds for true, the others (NULL included) for false, and all when absent', () => {
      expect(wheres({ doubtful: true })).toEqual([['andWhere', '(r.score IS NULL OR r.score < :limit)', { limit: 0.8 }]]);
      expect(wheres({ doubtful: false })).toEqual([['andWhere', '(r.score IS NULL OR r.score < :limit) IS NOT TRUE', { limit: 0.8 }]]);
      expect(wheres({ doubtful: null })).toEqual([]);
      expect(wheres({})).toEqual([]);
    });

    it('refuses a yes/no filter that is not a boolean and a reference that is not an id', () => {
      expect(() => rows.parse({ filter: '{"doubtful":"yes"}' })).toThrow('filter doubtful must be true or false');
      expect(() => rows.parse({ filter: '{"doubtful":1}' })).toThrow('filter doubtful must be true or false');
      expect(() => rows.parse({ filter: '{"ownerId":{"$ne":1}}' })).toThrow('filter ownerId must be a row id or a list of at most 1000 row ids');
    });

    it('serves a page of a query parsed beforehand', async () => {
      const { qb, calls } = recorder();
      (qb as Record<string, unknown>).getManyAndCount = async () => [[{ id: 3 }], 11];
      const query = rows.parse({ range: '[10,19]', filter: '{"ownerId":3}' });
      expect(await rows.page(qb, query)).toEqual({ resource: 'rows', skip: 10, rows: [{ id: 3 }], total: 11 });
      expect(calls[0]).toEqual(['andWhere', 'r.owner_id IN (:...ref_eq_ownerId)', { ref_eq_ownerId: [3] }]);
    });
  });

  it('sets Content-Range for the page and maps the rows', () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (headers[name] = value) } as never;
    const rows = sendListPage(res, { resource: 'things', skip: 10, rows: [{ id: 1 }, { id: 2 }], total: 42 }, (r: { id: number }) => r.id * 10);
    expect(rows).toEqual([10, 20]);
    expect(headers['Content-Range']).toBe('things 10-11/42');
    sendListPage(res, { resource: 'things', skip: 50, rows: [], total: 42 }, (r) => r);
    expect(headers['Content-Range']).toBe('things 50-50/42');
  });
});
