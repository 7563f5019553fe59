// The COPY of CSV rows into csv_transactions that the benchmarks time against (bench:csv's raw COPY,
// bench:books' CSV account, profile-journal-floor's floor): one statement, one escaping rule, one pipeline.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';

export const CSV_TRANSACTIONS_COPY =
  'COPY csv_transactions (csv_upload_id, row_index, transaction_date, transaction_name, transaction_amount, original_category) FROM STDIN';

/** A value as COPY's text format reads it (backslash, tab and line breaks escaped). */
export const copyEscape = (value) => String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]);

/** One COPY line of csv_transactions; a null category is COPY's \N. */
export const csvTransactionLine = ({ uploadId, rowIndex, date, name, amount, category = null }) =>
  `${uploadId}\t${rowIndex}\t${date}\t${copyEscape(name)}\t${amount}\t${category === null ? '\\N' : copyEscape(category)}\n`;

/** The benches' CSV account amounts: one row in ten money in (1.00 to 2,000.99), the others money out (1.00 to 500.99). */
export const benchCsvAmount = (i) => (i % 10 === 0 ? ((i * 7919) % 200_000) / 100 + 1 : -(((i * 104_729) % 50_000) / 100 + 1)).toFixed(2);

/** COPYs text-format lines with the statement in a transaction of their own, on a connected node-postgres client. */
export async function copyLines(client, statement, lines) {
  await client.query('BEGIN');
  try {
    await pipeline(Readable.from(lines), client.query(copyFrom(statement)));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** COPYs csvTransactionLine lines into csv_transactions (copyLines). */
export const copyCsvTransactions = (client, lines) => copyLines(client, CSV_TRANSACTIONS_COPY, lines);
