import {
  EXPORT_SUMMARY_COLUMNS,
  EXPORT_TRANSACTIONS_COLUMNS,
  REPORT_BALANCE_SHEET_CSV_HEADERS,
  REPORT_CSV_HEADERS,
  SYSTEM_BOOK_ACCOUNTS,
} from '@ledgerleaf/contracts';
import { bookAccountNameIn, csvHeader, reportCsvHeader } from './document-texts';
import { translate } from './translator';

describe("the client's documents' texts (issue 31)", () => {
  it('writes in English the headers the files always had', () => {
    expect(reportCsvHeader('transactions', 'en-CA')).toEqual(REPORT_CSV_HEADERS.transactions);
    expect(reportCsvHeader('summary', 'en-CA')).toEqual(REPORT_CSV_HEADERS.summary);
    expect(csvHeader('en-CA', 'balanceSheet', ['section', 'account', 'gifi', 'amount'])).toEqual(REPORT_BALANCE_SHEET_CSV_HEADERS);
    expect(csvHeader('en-CA', 'bankTransactions', ['date', 'name', 'merchant', 'category', 'account', 'amount', 'status'])).toEqual(
      EXPORT_TRANSACTIONS_COLUMNS,
    );
    expect(csvHeader('en-CA', 'bankSummary', ['category', 'transactions', 'moneyIn', 'moneyOut', 'net'])).toEqual(EXPORT_SUMMARY_COLUMNS);
  });

  it('has every system account of the books under its English name, and a French name for each', () => {
    for (const account of SYSTEM_BOOK_ACCOUNTS) {
      expect(translate('en-CA', `pdf:systemAccounts.${account.key}`)).toBe(account.name);
      const french = translate('fr-CA', `pdf:systemAccounts.${account.key}`);
      expect(french).not.toBe(account.name);
      expect(bookAccountNameIn({ account: account.name, systemAccount: account.key }, 'fr-CA')).toBe(french);
      expect(bookAccountNameIn({ account: account.name, systemAccount: account.key }, 'en-CA')).toBe(account.name);
    }
    expect(bookAccountNameIn({ account: 'Opening balance equity', systemAccount: 'opening_balance_equity' }, 'fr-CA')).toBe('Capitaux propres d’ouverture');
    // A client's own account is data, never translated.
    expect(bookAccountNameIn({ account: 'Visa ending 4412', systemAccount: null }, 'fr-CA')).toBe('Visa ending 4412');
  });

  it('names an account by its identity, not its name: a category named like a system account keeps its name', () => {
    // "Equipment" is a system account's English name; a client's own category may be called so too.
    expect(bookAccountNameIn({ account: 'Equipment', systemAccount: null, gifi: '1740' }, 'fr-CA')).toBe('Equipment');
    expect(bookAccountNameIn({ account: 'Equipment', systemAccount: 'equipment', gifi: '1740' }, 'fr-CA')).toBe('Matériel');
    expect(bookAccountNameIn({ account: 'Loans payable', systemAccount: null }, 'fr-CA')).toBe('Loans payable');
  });

  it('reads a line stored without its key (before 2026-11-29) as a system account only when its name and GIFI code are the system account’s', () => {
    expect(bookAccountNameIn({ account: 'GST/HST payable', gifi: '2680' }, 'fr-CA')).toBe('TPS/TVH à payer');
    expect(bookAccountNameIn({ account: 'Equipment', gifi: '1740' }, 'fr-CA')).toBe('Matériel');
    // the same name on another code is a client's category
    expect(bookAccountNameIn({ account: 'Equipment', gifi: '8000' }, 'fr-CA')).toBe('Equipment');
    expect(bookAccountNameIn({ account: 'Equipment', gifi: null }, 'fr-CA')).toBe('Equipment');
  });

  it('writes French headers for a French client', () => {
    expect(reportCsvHeader('summary', 'fr-CA')).toEqual(['Catégorie', 'Type', 'Nombre', 'Total']);
    expect(csvHeader('fr-CA', 'bankSummary', ['category', 'transactions', 'moneyIn', 'moneyOut', 'net'])).toEqual([
      'Catégorie',
      'Opérations',
      'Entrées',
      'Sorties',
      'Net',
    ]);
  });
});
