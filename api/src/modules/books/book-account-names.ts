import type { BalanceSheetResponse, BookAccountsResponse, JournalResponse, Locale, TrialBalanceResponse } from '@ledgerleaf/contracts';
import { bookAccountNameIn } from '../../common/i18n/document-texts';

/**
 * The books' answers in the asker's language (issue 31): a system account of the books (stored
 * under its English name: "Opening balance equity", "GST/HST payable") is named in the request's
 * language, as the PDF names it, by the key each line carries (`systemAccount`), never by its name;
 * the client's own accounts and categories are data and stay as named, even a category named like
 * a system account. English answers are unchanged.
 */
export const bookAccountsIn = (answer: BookAccountsResponse, locale: Locale): BookAccountsResponse => ({
  ...answer,
  accounts: answer.accounts.map((a) => ({
    ...a,
    // a row without its key (not the API's own answer) is a system account only when its source says so
    name: bookAccountNameIn({ account: a.name, systemAccount: a.systemAccount !== undefined || a.source === 'system' ? a.systemAccount : null }, locale),
  })),
});

export const balanceSheetIn = (answer: BalanceSheetResponse, locale: Locale): BalanceSheetResponse => {
  const lines = (section: BalanceSheetResponse['assets']) => section.map((l) => ({ ...l, account: bookAccountNameIn(l, locale) }));
  return { ...answer, assets: lines(answer.assets), liabilities: lines(answer.liabilities), equity: lines(answer.equity) };
};

export const trialBalanceIn = (answer: TrialBalanceResponse, locale: Locale): TrialBalanceResponse => ({
  ...answer,
  rows: answer.rows.map((r) => ({ ...r, account: bookAccountNameIn(r, locale) })),
});

export const journalIn = (answer: JournalResponse, locale: Locale): JournalResponse => ({
  ...answer,
  entries: answer.entries.map((e) => ({ ...e, lines: e.lines.map((l) => ({ ...l, account: bookAccountNameIn(l, locale) })) })),
});
