import { RECEIPT_MESSAGES } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { scratchDataSource } from '../helpers/scratch-database';

const MIGRATION = 'ReceiptUnreadableReasonKeys1796240000000';

// Migration 1796240000000 turns the English unreadable reasons already stored into their catalogue key (issue 31).
describe('the receipts unreadable reason migration', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await scratchDataSource('unreadable_reason'));
  });
  afterAll(() => close());

  const applied = async () => ((await dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])) as unknown[]).length > 0;

  it('reads each English reason back into its key, and writes the English back on the way down', async () => {
    while (await applied()) await dataSource.undoLastMigration();
    const [{ id: userId }] = await dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('A', 'B', 'reasons@example.ca', 'x', '5145550100') RETURNING id`,
    );
    const keys = ['unreadableNoText', 'unreadableNoTotal', 'unreadableTooSlow', 'unreadableDamaged', 'unreadableFailed'] as const;
    const reasons = [...keys.map((key) => RECEIPT_MESSAGES[key]), "A text no release wrote, isn't it", null];
    for (const [i, reason] of reasons.entries()) {
      await dataSource.query(
        `INSERT INTO receipts (user_id, uploaded_by, file_key, file_name, mime_type, size, content_hash, status, fields, unreadable_reason)
         VALUES ($1, $1, $2, 'r.pdf', 'application/pdf', 1, $3, $4, '{}', $5)`,
        [userId, `k${i}`, String(i).repeat(64), reason ? 'unreadable' : 'read', reason],
      );
    }
    await dataSource.runMigrations();
    const rows: { reason: unknown }[] = await dataSource.query(`SELECT unreadable_reason AS reason FROM receipts ORDER BY id`);
    expect(rows.map((r) => r.reason)).toEqual([
      ...keys.map((key) => ({ key, params: {} })),
      // A text no release wrote still says why, in the reader's language.
      { key: 'unreadableFailed', params: {} },
      null,
    ]);

    while (await applied()) await dataSource.undoLastMigration();
    const back: { reason: string | null }[] = await dataSource.query(`SELECT unreadable_reason AS reason FROM receipts ORDER BY id`);
    expect(back.map((r) => r.reason)).toEqual([...reasons.slice(0, 5), RECEIPT_MESSAGES.unreadableFailed, null]);
    await dataSource.runMigrations();
  });
});
