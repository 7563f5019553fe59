import { RECEIPT_MESSAGES } from '@ledgerleaf/contracts';
import type { DataSource } from 'typeorm';
import { scratchDataSource } from '../helpers/scratch-database';

const MIGRATION = 'ReceiptMatchNoteKeys1796211000000';

// Migration 1796211000000 turns the English match notes already stored into their catalogue key and values (issue 31).
describe('the receipts match note migration', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await scratchDataSource('match_note'));
  });
  afterAll(() => close());

  const applied = async () => ((await dataSource.query(`SELECT 1 FROM migrations WHERE name = $1`, [MIGRATION])) as unknown[]).length > 0;

  it('reads each English note back into its key and values, and writes the English back on the way down', async () => {
    while (await applied()) await dataSource.undoLastMigration();
    const [{ id: userId }] = await dataSource.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('A', 'B', 'notes@example.ca', 'x', '5145550100') RETURNING id`,
    );
    const notes = [
      RECEIPT_MESSAGES.otherMerchant('PHARMAPRIX "112" MTL', 'Northern: Hardware'),
      RECEIPT_MESSAGES.noExchangeRate('USD', '2026-07-13', 'not-configured'),
      RECEIPT_MESSAGES.noExchangeRate('EUR', '2016-11-22', 'unsupported'),
      RECEIPT_MESSAGES.noExchangeRate('EUR', '2016-11-22', 'unavailable'),
      'A text no release wrote',
      null,
    ];
    for (const [i, note] of notes.entries()) {
      await dataSource.query(
        `INSERT INTO receipts (user_id, uploaded_by, file_key, file_name, mime_type, size, content_hash, status, fields, match_note)
         VALUES ($1, $1, $2, 'r.pdf', 'application/pdf', 1, $3, 'read', '{}', $4)`,
        [userId, `k${i}`, String(i).repeat(64), note],
      );
    }
    await dataSource.runMigrations();
    const rows: { note: unknown }[] = await dataSource.query(`SELECT match_note AS note FROM receipts ORDER BY id`);
    expect(rows.map((r) => r.note)).toEqual([
      { key: 'otherMerchant', params: { bankText: 'PHARMAPRIX "112" MTL', vendor: 'Northern: Hardware' } },
      { key: 'noRateNotConfigured', params: { currency: 'USD', date: '' } },
      { key: 'noRateUnsupported', params: { currency: 'EUR', date: '' } },
      { key: 'noRateUnavailable', params: { currency: 'EUR', date: '2016-11-22' } },
      null,
      null,
    ]);

    while (await applied()) await dataSource.undoLastMigration();
    const back: { note: string | null }[] = await dataSource.query(`SELECT match_note AS note FROM receipts ORDER BY id`);
    expect(back.map((r) => r.note)).toEqual([...notes.slice(0, 4), null, null]);
    await dataSource.runMigrations();
  });
});
