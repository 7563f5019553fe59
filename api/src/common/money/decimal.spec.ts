import { centsToDecimal, fitsMoneyColumn, parseDecimalCents } from './decimal';

describe('parseDecimalCents', () => {
  it.each([
    ['1234.56', 123456n],
    ['$1,234.56', 123456n],
    ['-12.00', -1200n],
    ['-$12.00', -1200n],
    ['$-12.00', -1200n],
    ['(12.00)', -1200n],
    ['($1,200.50)', -120050n],
    ['($12.34)', -1234n],
    ['$12.34', 1234n],
    ['-0.00', 0n],
    ['12.00-', -1200n],
    ['+5', 500n],
    ['.5', 50n],
    ['0.005', 1n],
    ['0.004', 0n],
    ['1 234,56', 123456n],
    ['12,5', 1250n],
    ['CAD 99.99', 9999n],
    ['  42  ', 4200n],
    ['0.1', 10n],
  ])('%s → %s cents', (text, cents) => {
    expect(parseDecimalCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12..5', '1,23,4', '--5', '(-5)', '$', '12a', '1.2.3', '(-5.00)', '(12.34', '12.34)', '(-$1.00)'])('refuses %j', (text) => {
    expect(parseDecimalCents(text)).toBeNull();
  });

  it('formats cents and knows what numeric(10,2) holds', () => {
    expect(centsToDecimal(-1200n)).toBe('-12.00');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(fitsMoneyColumn(9_999_999_999n)).toBe(true);
    expect(fitsMoneyColumn(-10_000_000_000n)).toBe(false);
  });
});
