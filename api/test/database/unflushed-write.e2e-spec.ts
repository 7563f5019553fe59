import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { unflushedWrite } from '../../src/database/unflushed-write';

describe('unflushedWrite: a commit that does not wait for the disk', () => {
  // One connection: what the helper sets must not stay on the connection the pool hands out next.
  let single: DataSource;
  let other: DataSource;
  const table = `unflushed_probe_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const options = typeormOptions(process.env.DATABASE_URL!);
    single = await new DataSource({ ...options, extra: { ...(options.extra as object), max: 1 } }).initialize();
    other = await new DataSource(options).initialize();
    await single.query(`CREATE TABLE "${table}" (id int PRIMARY KEY, note text NOT NULL)`);
  });
  afterAll(async () => {
    await single.query(`DROP TABLE IF EXISTS "${table}"`);
    await Promise.all([single.destroy(), other.destroy()]);
  });

  const setting = async (db: DataSource) => ((await db.query(`SELECT current_setting('synchronous_commit') AS value`)) as { value: string }[])[0].value;

  it('runs its statement with synchronous_commit off, and leaves the connection with the server setting', async () => {
    const serverSetting = await setting(single);
    expect(serverSetting).not.toBe('off');
    expect(await unflushedWrite(single, `SELECT current_setting('synchronous_commit') AS value`, [])).toEqual([{ value: 'off' }]);
    expect(await setting(single)).toBe(serverSetting);
  });

  it('commits: another connection reads the row at once', async () => {
    await unflushedWrite(single, `INSERT INTO "${table}" (id, note) VALUES ($1, $2)`, [1, 'written']);
    expect(await other.query(`SELECT note FROM "${table}" WHERE id = 1`)).toEqual([{ note: 'written' }]);
    await unflushedWrite(single, `UPDATE "${table}" SET note = $2 WHERE id = $1`, [1, 'changed']);
    expect(await other.query(`SELECT note FROM "${table}" WHERE id = 1`)).toEqual([{ note: 'changed' }]);
  });

  it('a failing statement rolls back, its error reaches the caller, and the connection is as before', async () => {
    const serverSetting = await setting(single);
    await expect(unflushedWrite(single, `INSERT INTO "${table}" (id, note) VALUES ($1, $2)`, [1, 'again'])).rejects.toThrow(/duplicate key/);
    expect(await other.query(`SELECT note FROM "${table}" WHERE id = 1`)).toEqual([{ note: 'changed' }]);
    expect(await setting(single)).toBe(serverSetting);
  });
});
