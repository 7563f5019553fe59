import { BANK_FILE_MESSAGES, CSV_LIMITS, CSV_MESSAGES, OFX_LIMITS } from '@ledgerleaf/contracts';
import { DomainException } from '../../../common/errors/domain-error';
import { parseOfxStatements } from './ofx-statement';

const SGML_HEADER = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n';

/** A bank statement in OFX 1.x SGML, its leaf tags unclosed. */
const sgml = (transactions: string, curdef = 'CAD') =>
  `${SGML_HEADER}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>${curdef}\n<BANKTRANLIST>\n${transactions}</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>1234.56\n<DTASOF>20260930\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;

const refusal = (run: () => unknown): DomainException => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

/** The parse of `content`, accepted or refused, and how long it took. */
const timed = (content: string) => {
  const started = performance.now();
  let outcome: string;
  try {
    outcome = `${parseOfxStatements(content).length} statements`;
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    outcome = error.message;
  }
  return { ms: performance.now() - started, outcome };
};

describe('the OFX reader', () => {
  it('reads an SGML statement: its currency, transactions with their lines, payee and memo names, and its ledger balance', () => {
    const [statement] = parseOfxStatements(
      sgml(
        '<STMTTRN>\n<DTPOSTED>20260902\n<TRNAMT>-12.50\n<PAYEE>\n<NAME>CAFÉ &amp; BAR\n</PAYEE>\n</STMTTRN>\n<STMTTRN>\n<DTPOSTED>20260903120000[-5:EST]\n<TRNAMT>100.00\n<MEMO>DEPOSIT\n<CURRENCY>\n<CURRATE>1.37\n<CURSYM>USD\n</CURRENCY>\n</STMTTRN>\n',
      ),
    );
    expect(statement).toEqual({
      kind: 'bank',
      currency: 'CAD',
      ledgerBalance: { amount: '1234.56', asOf: '20260930' },
      transactions: [
        { line: 11, datePosted: '20260902', amount: '-12.50', name: '', payeeName: 'CAFÉ & BAR', memo: '', currency: '' },
        { line: 18, datePosted: '20260903120000[-5:EST]', amount: '100.00', name: '', payeeName: '', memo: 'DEPOSIT', currency: 'USD' },
      ],
    });
  });

  it('reads XML with comments, CDATA, numeric entities and several statements', () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?>
<OFX><!-- a <TAG> in a comment is not one -->
<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>CAD</CURDEF><BANKTRANLIST>
<STMTTRN><DTPOSTED>20260901</DTPOSTED><TRNAMT>-1.00</TRNAMT><NAME><![CDATA[A<B & C]]></NAME></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD</CURDEF><BANKTRANLIST>
<STMTTRN><DTPOSTED>20260902</DTPOSTED><TRNAMT>-2.00</TRNAMT><NAME>CAF&#201; &#x41;</NAME></STMTTRN>
</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const statements = parseOfxStatements(xml);
    expect(statements.map((s) => [s.kind, s.currency, s.transactions.map((t) => [t.line, t.name])])).toEqual([
      ['bank', 'CAD', [[4, 'A<B & C']]],
      ['card', 'USD', [[7, 'CAFÉ A']]],
    ]);
  });

  it('refuses a currency code that is not three capital letters, naming the tag, the value and the line', () => {
    expect(refusal(() => parseOfxStatements(sgml('', 'US DOLLARS'))).message).toBe(BANK_FILE_MESSAGES.ofxBadCurrency('CURDEF', 'US DOLLARS', 9));
    expect(refusal(() => parseOfxStatements(sgml('', 'cad'))).message).toBe(BANK_FILE_MESSAGES.ofxBadCurrency('CURDEF', 'cad', 9));
    const cursym = '<STMTTRN>\n<DTPOSTED>20260902\n<TRNAMT>1.00\n<NAME>A\n<CURRENCY>\n<CURSYM>U$D\n</CURRENCY>\n</STMTTRN>\n';
    expect(refusal(() => parseOfxStatements(sgml(cursym))).message).toBe(BANK_FILE_MESSAGES.ofxBadCurrency('CURSYM', 'U$D', 16));
  });

  it('refuses tags, values and nesting beyond its limits, naming the line', () => {
    const tag = 'A'.repeat(OFX_LIMITS.maxTagLength + 1);
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX>\n<${tag}>x`)).message).toBe(BANK_FILE_MESSAGES.ofxTagTooLong(6));
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX>\n\n<NAME>${'x'.repeat(OFX_LIMITS.maxValueLength + 1)}\n</OFX>`)).message).toBe(
      BANK_FILE_MESSAGES.ofxValueTooLong(7),
    );
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX>\n${'<A>\n'.repeat(OFX_LIMITS.maxDepth)}`)).message).toBe(
      BANK_FILE_MESSAGES.ofxTooDeep(OFX_LIMITS.maxDepth + 5),
    );
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX>\n<!-- never closed`)).message).toBe(BANK_FILE_MESSAGES.ofxUnclosed(6));
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX><A B>`)).message).toBe(BANK_FILE_MESSAGES.ofxMalformedTag(5));
    // long blank runs between tags are not values
    expect(
      parseOfxStatements(sgml(`<STMTTRN>${' \n'.repeat(OFX_LIMITS.maxValueLength)}<DTPOSTED>20260902\n<TRNAMT>1.00\n<NAME>A\n</STMTTRN>\n`))[0].transactions,
    ).toHaveLength(1);
  });

  it('refuses an end tag that closes another element than the innermost open one, and a file left open', () => {
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX><SIGNONMSGSRSV1></OFX>`)).message).toBe(BANK_FILE_MESSAGES.ofxUnreadable);
    expect(refusal(() => parseOfxStatements(`${SGML_HEADER}<OFX><BANKMSGSRSV1>`)).message).toBe(BANK_FILE_MESSAGES.ofxUnreadable);
    expect(refusal(() => parseOfxStatements('OFXHEADER:100\nno tags at all')).message).toBe(BANK_FILE_MESSAGES.ofxUnreadable);
  });

  it('stops at the row limit as soon as it is passed', () => {
    const one = '<STMTTRN>\n<DTPOSTED>20260902\n<TRNAMT>1.00\n<NAME>A\n</STMTTRN>\n';
    expect(refusal(() => parseOfxStatements(sgml(one.repeat(CSV_LIMITS.maxRows + 1)))).message).toBe(CSV_MESSAGES.tooManyRows);
  });

  // The inputs that froze ofx-js (issue 25): each is answered in well under 100 ms.
  it.each([
    ['a 22-letter tag after <OFX>', `OFXHEADER:100\n<OFX><${'A'.repeat(22)}>x`],
    ['a 40-letter tag after <OFX>', `OFXHEADER:100\n<OFX><${'A'.repeat(40)}>x`],
    ['<OFX><A B and 40,000 letters', `OFXHEADER:100\n<OFX><A B${'A'.repeat(40_000)}`],
    ['20,000 unclosed comments', `OFXHEADER:100\n<OFX>${'<!--'.repeat(20_000)}`],
    ['100,000 nested tags', `OFXHEADER:100\n<OFX>${'<A>'.repeat(100_000)}`],
    ['a 5 MB value', `OFXHEADER:100\n<OFX><NAME>${'x'.repeat(5 * 1024 * 1024)}`],
    ['100,000 empty CDATA sections in a value', `OFXHEADER:100\n<OFX><NAME>x${'<![CDATA[ ]]>'.repeat(100_000)}</NAME></OFX>`],
  ])('answers %s in under 100 ms', (_, content) => {
    timed(content); // the first call pays for compiling the reader
    const { ms, outcome } = timed(content);
    console.log(`${_}: ${ms.toFixed(1)} ms (${outcome.slice(0, 60)})`);
    expect(ms).toBeLessThan(100);
  });
});
