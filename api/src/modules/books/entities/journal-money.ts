/**
 * The journal's money columns (journal lines, statement balances, openings). In a file of its
 * own, with no imports: the entities import one another (a journal entry names its opening, an
 * opening its lines' entry), and a constant read through that circle can be undefined while the
 * circle loads, leaving TypeORM a column of type Object (a migration run failed on it).
 */
/** Debits and credits up to 999,999,999,999.99: an account's total, not only one row's amount. */
export const JOURNAL_MONEY = { type: 'numeric', precision: 14, scale: 2 } as const;
