import { RECONCILIATION_MESSAGES } from '@ledgerleaf/contracts';
import { parseMonth, parseReconcileBody, parseStatementEntry, parseUnreconciledReason } from './reconciliation-input';

describe('the reconciliation inputs', () => {
  it('reads a month YYYY-MM with its first and last day (a leap February too)', () => {
    expect(parseMonth('2026-10')).toEqual({ month: '2026-10', start: '2026-10-01', end: '2026-10-31' });
    expect(parseMonth('2028-02')).toEqual({ month: '2028-02', start: '2028-02-01', end: '2028-02-29' });
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-10', '3000-01', '', undefined, ['x'], '2026-10-01'])
      expect(() => parseMonth(bad)).toThrow(RECONCILIATION_MESSAGES.badMonth);
  });

  it('reads a statement balance as text or a number, with a day of the month (its last by default)', () => {
    const oct = parseMonth('2026-10');
    expect(parseStatementEntry({ statementClosing: '1,234.56' }, oct)).toEqual({ cents: 123456n, date: '2026-10-31' });
    expect(parseStatementEntry({ statementClosing: -12.3, date: '2026-10-29' }, oct)).toEqual({ cents: -1230n, date: '2026-10-29' });
    expect(() => parseStatementEntry({ statementClosing: 'lots' }, oct)).toThrow(RECONCILIATION_MESSAGES.badStatementClosing);
    expect(() => parseStatementEntry({ statementClosing: '1e15' }, oct)).toThrow(RECONCILIATION_MESSAGES.badStatementClosing);
    expect(() => parseStatementEntry({}, oct)).toThrow(RECONCILIATION_MESSAGES.badStatementClosing);
    expect(() => parseStatementEntry({ statementClosing: '1.00', date: '2026-11-01' }, oct)).toThrow('date must be a day of 2026-10');
  });

  it('reads the reconcile body: nothing, or an adjustment with a memo', () => {
    expect(parseReconcileBody({})).toBeNull();
    expect(parseReconcileBody(undefined)).toBeNull();
    expect(parseReconcileBody({ adjustment: { memo: '  Fee  ' } })).toEqual({ memo: 'Fee' });
    expect(() => parseReconcileBody({ adjustment: { memo: ' ' } })).toThrow(RECONCILIATION_MESSAGES.memoRequired);
    expect(() => parseReconcileBody({ adjustment: { memo: 'x'.repeat(501) } })).toThrow(RECONCILIATION_MESSAGES.memoRequired);
    expect(() => parseReconcileBody({ adjustment: 'yes' })).toThrow(RECONCILIATION_MESSAGES.badBody);
    expect(() => parseReconcileBody([])).toThrow(RECONCILIATION_MESSAGES.badBody);
  });

  it('reads an approval reason: trimmed text or none', () => {
    expect(parseUnreconciledReason(undefined)).toBeNull();
    expect(parseUnreconciledReason('   ')).toBeNull();
    expect(parseUnreconciledReason(' Disputed fee ')).toBe('Disputed fee');
    expect(() => parseUnreconciledReason(12)).toThrow(RECONCILIATION_MESSAGES.badReason);
  });

  it('words the 409 of an approval as agreed with the screens', () => {
    expect(
      RECONCILIATION_MESSAGES.unreconciled([
        { accountId: 1, accountName: 'Chequing', difference: '12.34' },
        { accountId: 2, accountName: 'Visa', difference: null },
      ]),
    ).toBe('Reconcile these accounts first, or give a reason: Chequing (difference 12.34), Visa (not reconciled)');
  });
});
