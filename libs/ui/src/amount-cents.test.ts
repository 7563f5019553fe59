import { describe, expect, it } from 'vitest';
import { amountCents, balanceSheetBalances } from './amount-cents';

describe('amountCents', () => {
  it('reads decimal strings as exact cents', () => {
    expect(amountCents('1234.50')).toBe(123450n);
    expect(amountCents('-0.07')).toBe(-7n);
    expect(amountCents('12')).toBe(1200n);
    expect(amountCents('0.10') + amountCents('0.20')).toBe(amountCents('0.30'));
  });

  it('says whether assets equal liabilities plus equity to the cent', () => {
    expect(balanceSheetBalances({ assets: '2250.00', liabilities: '500.25', equity: '1749.75' })).toBe(true);
    expect(balanceSheetBalances({ assets: '250.00', liabilities: '0.00', equity: '249.99' })).toBe(false);
    expect(balanceSheetBalances({ assets: '-10.00', liabilities: '-15.00', equity: '5.00' })).toBe(true);
  });
});
