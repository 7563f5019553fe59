import { bankTextContradictsVendor } from './receipt-names';

describe('bankTextContradictsVendor', () => {
  it.each([
    ['Tim Hortons', 'TIM HORTONS #1234 TORONTO ON'],
    ['Tim Hortons', 'TIMHORTONS 1234'],
    ['Tim Hortons', 'TIM HORTO'],
    ["Joe's Coffee", 'SQ *JOES COFFEE'],
    ['Joe’s Coffee', 'JOES COFFEE'],
    ['Dépanneur Chez Marc', 'DEPANNEUR CHEZ MA'],
    ['Amazon.ca', 'AMZN Mktp CA'],
    ['Atelier Bois Franc', 'PAYPAL *ETSYSELLER'],
    ['Northern Hardware', 'POS PURCHASE 000123'],
    ['Northern Hardware', 'INTERAC ACHAT'],
    ['The Home Depot', 'HOMEDEPOT 7012'],
    [null, 'SECOND SAME TOTAL'],
    ['Northern Hardware', null],
  ])('%j and %j: nothing contradicts', (vendor, bank) => {
    expect(bankTextContradictsVendor(vendor, bank)).toBe(false);
  });

  it.each([
    ['Northern Hardware', 'SECOND SAME TOTAL'],
    ['Tim Hortons', 'STARBUCKS 0042'],
    ['Café Olimpico', 'PHARMAPRIX 112'],
    ['Staples', 'BEST BUY #912'],
  ])('%j and %j: another merchant', (vendor, bank) => {
    expect(bankTextContradictsVendor(vendor, bank)).toBe(true);
  });
});
