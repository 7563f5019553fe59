import { parse } from 'csv-parse/sync';
import { safe, SAMPLE_ROWS } from '../../../../test/helpers/export-rows';
import { xeroStatementLines } from './xero-statement.writer';

const codes: Record<string, string> = { 'sales revenue': '200', software: '485' };
const parsed = (): string[][] => parse([...xeroStatementLines(SAMPLE_ROWS, (c) => codes[c.toLowerCase()] ?? null)].join(''));

describe('xeroStatementLines', () => {
  it("writes the precoded template's header, required columns starred", () => {
    expect(parsed()[0]).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Account Code', 'Tax Type']);
  });

  it('writes DD/MM/YYYY dates, signed amounts and the account code of the category', () => {
    const [, ...lines] = parsed();
    expect(lines[0]).toEqual(['02/09/2026', '1130.00', 'Shopify', 'SHOPIFY PAYOUT 8841', 'RBC Chequing', '200', '']);
    expect(lines[1]).toEqual(['05/09/2026', '-113.00', 'ADOBE *CREATIVE CLD', 'ADOBE *CREATIVE CLD', 'RBC Chequing', '485', '']);
    expect(lines[3]).toEqual(['31/12/2026', '-0.05', 'FEE', 'FEE', 'RBC Chequing', '', '']);
  });

  it('leaves the code blank for an uncategorized row and makes every text cell formula-safe', () => {
    const line = parsed()[3];
    expect(line).toEqual(['12/09/2026', '-22.60', safe('+Cafe, "Le" Bon'), safe('=HYPERLINK("x") CAFE'), safe('@Visa'), '', '']);
    expect(line[2].startsWith("'+")).toBe(true);
  });

  it('adds up to the same total as the transactions', () => {
    const total = parsed()
      .slice(1)
      .reduce((sum, l) => sum + Math.round(Number(l[1]) * 100), 0);
    expect(total).toBe(SAMPLE_ROWS.reduce((sum, r) => sum + r.amountCents, 0));
  });
});
