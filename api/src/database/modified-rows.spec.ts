import { modifiedRows } from './modified-rows';

describe('modifiedRows', () => {
  const runner = (answer: unknown) => ({ query: async () => answer });

  it('reads the rows out of what TypeORM answers an UPDATE or DELETE … RETURNING: [rows, rowCount]', async () => {
    expect(await modifiedRows(runner([[], 0]), 'DELETE …', [])).toEqual([]);
    expect(await modifiedRows(runner([[{ id: 7 }], 1]), 'UPDATE …', [])).toEqual([{ id: 7 }]);
  });

  it('passes the rows of an INSERT … RETURNING or a SELECT through', async () => {
    expect(await modifiedRows(runner([{ id: 1 }, { id: 2 }]), 'INSERT …', [])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await modifiedRows(runner([]), 'SELECT …', [])).toEqual([]);
  });
});
