import { specAmount } from './bank-writes';

describe('specAmount', () => {
  it("flips Plaid's sign: money out is negative in the books, money in positive", () => {
    expect(specAmount(12.5)).toBe('-12.50');
    expect(specAmount(-1200)).toBe('1200.00');
  });

  it('rounds to the cent without floating-point drift', () => {
    expect(specAmount(0.1 + 0.2)).toBe('-0.30');
    expect(specAmount(-0.004)).toBe('0.00');
  });

  it('answers null for an amount numeric(10,2) cannot hold, or for no number at all', () => {
    expect(specAmount(99_999_999.99)).toBe('-99999999.99');
    expect(specAmount(100_000_000)).toBeNull();
    expect(specAmount(Number.NaN)).toBeNull();
    expect(specAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
