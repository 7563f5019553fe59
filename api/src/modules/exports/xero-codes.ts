import type { BookAccountSource, BookAccountType } from '@ledgerleaf/contracts';
import type { AccountCodeOf } from './writers/xero-statement.writer';

/** What an account's Xero code is derived from: a chart account (BooksRepository.chart, or the account fields of a journal line). */
export interface XeroCodable {
  id: number;
  /** The category's name for a category account. */
  name: string;
  type: BookAccountType;
  source: BookAccountSource;
  /** The GIFI code the chart stores (none for a category account). */
  gifi: string | null;
}

/** Xero's longest account code. */
const XERO_CODE_MAX = 10;

/**
 * The one rule for an account's code in Xero. A category account takes the code the client's
 * Xero mapping gives its category (saved or Xero's default chart: GET /api/exports/xero-account-codes),
 * so its lines land on the Xero account the precoded statement uses too. Every other account
 * (bank, CSV, manual Cash, system), and a category with no mapped code, gets `<GIFI>-<id in base 36>`
 * (a category: `REV-`/`EXP-`): stable (the chart account's id never changes), unique (ids are),
 * and never equal to a mapped code (those are letters and digits only, a code here has a hyphen).
 * The prefix shortens if the id needs it, so the code never passes Xero's 10 characters.
 */
export function xeroCodeOf(account: XeroCodable, mappedCodeOf: AccountCodeOf): string {
  if (account.source === 'category') {
    const mapped = mappedCodeOf(account.name);
    if (mapped) return mapped;
  }
  const prefix = account.source === 'category' || !account.gifi ? account.type.slice(0, 3).toUpperCase() : account.gifi;
  const suffix = account.id.toString(36).toUpperCase();
  return `${prefix.slice(0, XERO_CODE_MAX - 1 - suffix.length)}-${suffix}`;
}

/** Xero's account type (as its chart import spells it) for an account of the chart. */
export function xeroAccountType(account: Pick<XeroCodable, 'type' | 'gifi'>): string {
  const gifi = Number(account.gifi ?? NaN);
  switch (account.type) {
    case 'asset':
      // GIFI 1600–2589: tangible and intangible capital assets (Equipment, 1740)
      return gifi >= 1600 && gifi <= 2589 ? 'Fixed Asset' : 'Current Asset';
    case 'liability':
      // GIFI 2600–3139 are current liabilities; 3140 on, long-term
      return gifi >= 3140 ? 'Non-current Liability' : 'Current Liability';
    case 'equity':
      return 'Equity';
    case 'revenue':
      return 'Revenue';
    case 'expense':
      return 'Expense';
  }
}
