/**
 * Two rules of the books that several queries state in SQL, written once here
 * (openings, reconciliations, the month-close board).
 */

/**
 * Of one day's statement balances of an account (alias `s`, statement_balances), the one that
 * counts: a balance a person entered, then an OFX LEDGERBAL, a CSV balance column, Plaid's.
 * An ORDER BY term, after `s.date DESC`.
 */
export const STATEMENT_BALANCE_PRECEDENCE = `array_position(ARRAY['entered', 'ofx', 'csv_balance', 'plaid']::statement_balance_source[], s.source)`;

/**
 * A book account of money (alias `a`, book_accounts, source 'bank' or 'csv') that is
 * reconciled: a bank account the client has not hidden, or a CSV account added to the books.
 */
export const RECONCILED_ACCOUNT = `CASE a.source
  WHEN 'bank' THEN NOT EXISTS (
    SELECT 1 FROM bank_accounts ba JOIN account_visibility v ON v.user_id = a.user_id AND v.account_id = ba.account_id
     WHERE ba.id = a.ref AND v.is_hidden)
  ELSE EXISTS (SELECT 1 FROM csv_uploads cu WHERE cu.id = a.ref AND cu.added_to_books_at IS NOT NULL)
END`;
