import type { DataSource } from 'typeorm';
import { scratchDataSource } from '../helpers/scratch-database';

describe('migrations', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await scratchDataSource('migrations', { migrated: false }));
  });
  afterAll(() => close());

  const pendingSchemaChanges = async () => (await dataSource.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);

  it('create exactly the schema the entities describe (migration:generate finds nothing)', async () => {
    const applied = await dataSource.runMigrations();
    expect(applied.length).toBeGreaterThan(0);
    expect(await pendingSchemaChanges()).toEqual([]);
  });

  it('all run down to an empty schema and up again', async () => {
    const count = (await dataSource.query('SELECT count(*)::int AS n FROM migrations'))[0].n as number;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration();
    const tables = await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`);
    expect(tables).toEqual([]);
    const types = await dataSource.query(
      `SELECT typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'`,
    );
    expect(types).toEqual([]);
    await dataSource.runMigrations();
    expect(await pendingSchemaChanges()).toEqual([]);
  });

  it('enforces a case-insensitive unique e-mail and one report per user and month', async () => {
    await dataSource.query(`INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('A', 'B', 'Case@Example.ca', 'x', '1')`);
    await expect(
      dataSource.query(`INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('C', 'D', 'case@example.CA', 'x', '1')`),
    ).rejects.toThrow(/duplicate key/);
    const [{ id }] = await dataSource.query(`SELECT id FROM users WHERE email = 'case@example.ca'`);
    const report = (reportId: string) =>
      dataSource.query(
        `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ($1, $2, 2026, 10, '2026-10-01', '2026-10-31')`,
        [reportId, id],
      );
    await report('RPT-1');
    await expect(report('RPT-2')).rejects.toThrow(/duplicate key/);
    await expect(
      dataSource.query(
        `INSERT INTO monthly_reports (report_id, user_id, year, month, start_date, end_date) VALUES ('RPT-3', $1, 2026, 13, '2026-10-01', '2026-10-31')`,
        [id],
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('deletes what a user owns with the user (cascade)', async () => {
    const [{ id }] = await dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('E', 'F', 'cascade@example.ca', 'x', '1') RETURNING id`,
    );
    const [{ id: submissionId }] = await dataSource.query(`INSERT INTO submissions (user_id, summary_name) VALUES ($1, 'Receipts') RETURNING id`, [id]);
    await dataSource.query(
      `INSERT INTO manual_transactions (submission_id, transaction_date, transaction_name, province, amount) VALUES ($1, '2026-10-01', 'Sale', 'Ontario', 12.5)`,
      [submissionId],
    );
    const [{ id: itemId }] = await dataSource.query(
      `INSERT INTO bank_items (user_id, item_id, access_token_encrypted) VALUES ($1, 'item-cascade', 'sealed') RETURNING id`,
      [id],
    );
    const [{ id: accountId }] = await dataSource.query(
      `INSERT INTO bank_accounts (bank_item_id, account_id, name) VALUES ($1, 'acct-cascade', 'Chequing') RETURNING id`,
      [itemId],
    );
    await dataSource.query(
      `INSERT INTO bank_transactions (user_id, bank_account_id, transaction_id, amount, date, name) VALUES ($1, $2, 'txn-cascade', -4.5, '2026-10-02', 'Coffee')`,
      [id, accountId],
    );
    await dataSource.query(`DELETE FROM users WHERE id = $1`, [id]);
    for (const table of ['submissions', 'manual_transactions', 'bank_items', 'bank_accounts', 'bank_transactions']) {
      const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM ${table}`);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
  });

  it('keeps money exact as numeric(10,2) decimal strings', async () => {
    await dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone, gst_pst_owed) VALUES ('G', 'H', 'money@example.ca', 'x', '1', 0.1 + 0.2)`,
    );
    const [{ gst_pst_owed }] = await dataSource.query(`SELECT gst_pst_owed FROM users WHERE email = 'money@example.ca'`);
    expect(gst_pst_owed).toBe('0.30');
  });
});
