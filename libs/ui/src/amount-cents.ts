/**
 * "1234.50" → 123450n: the API's amounts are decimal strings with two decimals, so sums and
 * comparisons in cents are exact (a statement balances or not, to the cent).
 */
export function amountCents(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole, fraction = '0'] = amount.trim().replace('-', '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Whether the balance sheet's totals balance: assets = liabilities + equity, to the cent. */
export const balanceSheetBalances = (totals: { assets: string; liabilities: string; equity: string }): boolean =>
  amountCents(totals.assets) === amountCents(totals.liabilities) + amountCents(totals.equity);
