import { RECEIPT_MESSAGES } from '@ledgerleaf/contracts';
import { checkField } from './receipt-corrections';

describe("a person's corrections of a receipt", () => {
  it('writes amounts with two decimals, from a point or a comma', () => {
    expect(checkField('total', '19.5')).toBe('19.50');
    expect(checkField('total', '19')).toBe('19.00');
    expect(checkField('gstHst', '1,05')).toBe('1.05');
    expect(checkField('qst', ' 0.07 ')).toBe('0.07');
  });

  it('refuses what is not an amount, a real date, a currency code or a valid business number, naming the rule', () => {
    expect(() => checkField('total', '-3.00')).toThrow(RECEIPT_MESSAGES.amountInvalid('total'));
    expect(() => checkField('pst', '1.234')).toThrow(RECEIPT_MESSAGES.amountInvalid('pst'));
    expect(() => checkField('total', '1,234.50')).toThrow(RECEIPT_MESSAGES.amountInvalid('total'));
    expect(() => checkField('date', '2026-02-29')).toThrow(RECEIPT_MESSAGES.dateInvalid);
    expect(() => checkField('date', '14/10/2026')).toThrow(RECEIPT_MESSAGES.dateInvalid);
    expect(() => checkField('currency', 'US$')).toThrow(RECEIPT_MESSAGES.currencyInvalid);
    expect(() => checkField('businessNumber', '123456789RT0001')).toThrow(RECEIPT_MESSAGES.businessNumberInvalid);
  });

  it('keeps valid values in their canonical form, and clears a field given null or blank', () => {
    expect(checkField('date', '2028-02-29')).toBe('2028-02-29');
    expect(checkField('currency', 'usd')).toBe('USD');
    expect(checkField('businessNumber', '12345 6782 rt 0001')).toBe('123456782RT0001');
    expect(checkField('vendor', '  Staples  ')).toBe('Staples');
    expect(checkField('vendor', '   ')).toBeNull();
    expect(checkField('total', null)).toBeNull();
  });
});
