import { spreadsheetSafeCell, spreadsheetSafeText } from './spreadsheet-safe';

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

describe('spreadsheetSafeCell (a cell of a CSV someone else wrote)', () => {
  it.each([
    ['-29.99', '-29.99'],
    ['+3', '+3'],
    ['0.97', '0.97'],
    ['-2+3', `'-2+3`],
    ['=1+2', `'=1+2`],
    ['-1e5', `'-1e5`],
    ['2026-09-03', '2026-09-03'],
  ])('turns %j into %j', (input, output) => {
    expect(spreadsheetSafeCell(input)).toBe(output);
  });
});
