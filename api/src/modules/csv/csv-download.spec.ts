import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { categorizedCsv, neutralizeFormula } from './csv-download';

describe('the categorized download', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1-555-0100 call me', "'+1-555-0100 call me"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['-cmd|calc', "'-cmd|calc"],
    ['-12.50', '-12.50'],
    ['+5', '+5'],
    ['-$1,234.56', '-$1,234.56'],
    ['STAPLES #312', 'STAPLES #312'],
  ])('neutralizes %j as %j', (value, expected) => {
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it('keeps the original columns and rows and adds category, confidence and source', async () => {
    const original =
      'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category,Memo\n2026-09-01,"A, B",-1.00,,x\n\n2026-09-02,=EVIL(),2.00,,y\n';
    const stream = categorizedCsv(
      () => Readable.from([Buffer.from(original)]),
      [
        { category: 'Software', confidence: 0.953, source: 'rule' },
        { category: null, confidence: 0.2, source: 'ai' },
      ],
    );
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(parse(text)).toEqual([
      ['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category', 'Memo', 'AI_Category', 'Confidence', 'Source'],
      ['2026-09-01', 'A, B', '-1.00', '', 'x', 'Software', '0.95', 'rule'],
      ['2026-09-02', "'=EVIL()", '2.00', '', 'y', '', '0.20', 'AI'],
    ]);
  });
});
