// The SQL that says which ledger rows a period's reports, worksheets and exports read: one
// place for the rule, used by LedgerService and by the cursor reader (LedgerEntriesReader).

/** A ledger row counts in a report unless it is a possible duplicate nobody called "both are real". */
export const COUNTS = (alias: string) => `(${alias}.duplicate_of IS NULL OR ${alias}.duplicate_decision = 'distinct')`;

/** Rows of hidden bank accounts (the refs in `param`) stay out, as in the Transactions view. */
export const VISIBLE = (alias: string, param: string) => `NOT (${alias}.source = 'bank' AND ${alias}.account_ref = ANY(${param}::int[]))`;

/** A row of a transfer between the client's own accounts (matched, or decided by a person): money moved, neither income nor expense. */
export const IN_TRANSFER = (alias: string) => `(${alias}.transfer_entry_id IS NOT NULL AND ${alias}.transfer_decision IS DISTINCT FROM 'not_transfer')`;

/**
 * The rows of a period that count: $1 the client, $2 their hidden bank accounts' refs, $3 and $4 the first and last day.
 * Every bank row is there, transfers included: the accountant's bank exports list what the account shows.
 */
export const IN_PERIOD = (alias: string) =>
  `${alias}.user_id = $1 AND ${alias}.date BETWEEN $3::date AND $4::date AND ${VISIBLE(alias, '$2')} AND ${COUNTS(alias)}`;

/**
 * The rows of a period's profit and loss (the monthly report's rows, the worksheets and year-end statements):
 * IN_PERIOD less the rows of a transfer, which move money between the client's accounts and post to the
 * balance sheet only (in the journal they post to transfers in transit, so its P&L leaves them out too).
 */
export const IN_PERIOD_PL = (alias: string) => `${IN_PERIOD(alias)} AND NOT ${IN_TRANSFER(alias)}`;

/** A row's columns as LedgerEntryRow names them. */
export const ROW_COLUMNS = (alias: string) => `${alias}.id::float8 AS "transactionId", ${alias}.source, ${alias}.account_name AS "accountName",
  to_char(${alias}.date, 'YYYY-MM-DD') AS date, ${alias}.name, ${alias}.merchant_name AS "merchantName", ${alias}.amount::text AS amount, ${alias}.category`;
