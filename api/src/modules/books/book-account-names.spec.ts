import type { BalanceSheetResponse, BookAccountsResponse, JournalResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import { balanceSheetIn, bookAccountsIn, journalIn, trialBalanceIn } from './book-account-names';

describe('the books in the asker’s language', () => {
  const sheet: BalanceSheetResponse = {
    asOf: '2026-10-31',
    fiscalYearStart: '2026-01-01',
    assets: [
      { account: 'Desjardins – Compte d’opérations', systemAccount: null, gifi: '1002', amount: '1200.00' },
      { account: 'Equipment', systemAccount: 'equipment', gifi: '1740', amount: '900.00' },
      // the client's own category, named exactly like the system account
      { account: 'Equipment', systemAccount: null, gifi: '1740', amount: '100.00' },
    ],
    liabilities: [{ account: 'GST/HST payable', systemAccount: 'gst_hst_payable', gifi: '2680', amount: '130.00' }],
    equity: [{ account: 'Opening balance equity', systemAccount: 'opening_balance_equity', gifi: '3540', amount: '2070.00' }],
    totals: { assets: '2200.00', liabilities: '130.00', equity: '2070.00' },
  };

  it('names the system accounts in French and leaves the client’s own accounts as named', () => {
    const french = balanceSheetIn(sheet, 'fr-CA');
    expect(french.assets.map((l) => l.account)).toEqual(['Desjardins – Compte d’opérations', 'Matériel', 'Equipment']);
    expect(french.liabilities[0].account).toBe('TPS/TVH à payer');
    expect(french.equity[0].account).toBe('Capitaux propres d’ouverture');
    expect(french.totals).toEqual(sheet.totals);
  });

  it('names by the line’s key, not its name, in the trial balance, the journal and the accounts', () => {
    const trial: TrialBalanceResponse = {
      asOf: '2026-10-31',
      rows: [
        { account: 'Loans payable', systemAccount: 'loans_payable', type: 'liability', debit: '0.00', credit: '5.00' },
        { account: 'Loans payable', systemAccount: null, type: 'expense', debit: '5.00', credit: '0.00' },
      ],
      totals: { debit: '5.00', credit: '5.00' },
    };
    expect(trialBalanceIn(trial, 'fr-CA').rows.map((r) => r.account)).toEqual(['Emprunts à payer', 'Loans payable']);
    const accounts: BookAccountsResponse = {
      asOf: '2026-10-31',
      accounts: [
        { id: 1, name: 'Equipment', type: 'asset', gifi: '1740', source: 'system', systemAccount: 'equipment', balance: '1.00', openingBalance: null },
        { id: 2, name: 'Equipment', type: 'expense', gifi: '8000', source: 'category', systemAccount: null, balance: '1.00', openingBalance: null },
      ],
    };
    expect(bookAccountsIn(accounts, 'fr-CA').accounts.map((a) => a.name)).toEqual(['Matériel', 'Equipment']);
  });

  it('leaves English answers as they were', () => {
    expect(balanceSheetIn(sheet, 'en-CA')).toEqual(sheet);
    const journal: JournalResponse = {
      entries: [
        {
          id: 1,
          date: '2026-10-01',
          memo: 'Opening',
          transactionId: null,
          lines: [
            { account: 'Opening balance equity', systemAccount: 'opening_balance_equity', debit: '0.00', credit: '5.00' },
            { account: 'Opening balance equity', systemAccount: null, debit: '5.00', credit: '0.00' },
          ],
        },
      ],
      total: 1,
    };
    expect(journalIn(journal, 'en-CA')).toEqual(journal);
    expect(journalIn(journal, 'fr-CA').entries[0].lines.map((l) => l.account)).toEqual(['Capitaux propres d’ouverture', 'Opening balance equity']);
  });
});
