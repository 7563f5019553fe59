import { spreadsheetSafeText } from './spreadsheet-safe';

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
