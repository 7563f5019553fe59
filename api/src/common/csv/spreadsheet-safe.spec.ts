import { centsToDecimal, spreadsheetSafeText } from './spreadsheet-safe';

describe('spreadsheetSafeText', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1+2', `'+1+2`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['Tim Hortons #1234', 'Tim Hortons #1234'],
    ['', ''],
  ])('turns %j into %j', (input, output) => {
    expect(spreadsheetSafeText(input)).toBe(output);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123456, '1234.56'],
    [-100, '-1.00'],
    [9_007_199_254_740_993n, '90071992547409.93'],
  ])('writes %p cents as %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});
