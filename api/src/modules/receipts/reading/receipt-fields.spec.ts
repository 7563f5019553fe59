import {
  amountsOnLine,
  businessNumberValid,
  extractReceiptFields,
  normaliseBusinessNumber,
  parseAmountCents,
  readDate,
  repairDigitLookalikes,
} from './receipt-fields';

// Business numbers below are made up with a valid check digit (Luhn): 123456782, 897654323... checked in the first test.
const ENGLISH = `
STAPLES CANADA #123
1234 Yonge St, Toronto ON
Tel 416-555-0100
Date: Oct 14, 2026  13:45
Paper, letter 5000 sh     45.99
Toner black               54.01
Subtotal                 100.00
HST 13%                   13.00
TOTAL                    113.00
VISA ****1234            113.00
HST Reg # 123456782 RT0001
Thank you for shopping!
`;

const FRENCH = `
Bureau en Gros
5000 rue Sherbrooke, Montréal QC
14/10/2026 09:12
Papier                   1 000,00 $
Sous-total               1 000,00 $
TPS 5 %                     50,00 $
TVQ 9,975 %                 99,75 $
Total                    1 149,75 $
No TPS : 897654323 RT 0001
No TVQ : 1234567890 TQ0001
Merci de votre visite
`;

describe('receipt field extraction', () => {
  it('checks business numbers with the Luhn check digit', () => {
    expect(businessNumberValid('123456782')).toBe(true);
    expect(businessNumberValid('897654323')).toBe(true);
    expect(businessNumberValid('123456789')).toBe(false);
    expect(businessNumberValid('12345678')).toBe(false);
    expect(normaliseBusinessNumber('12345 6782 rt 0002')).toBe('123456782RT0002');
    expect(normaliseBusinessNumber('123456782')).toBe('123456782RT0001');
    expect(normaliseBusinessNumber('123456780')).toBeNull();
  });

  it('parses amounts written the English and the French way', () => {
    expect(parseAmountCents('1,234.56')).toBe(123456);
    expect(parseAmountCents('1 234,56 $')).toBe(123456);
    expect(parseAmountCents('1\u00a0234,56\u00a0$')).toBe(123456);
    expect(parseAmountCents('1.234,56')).toBe(123456);
    expect(parseAmountCents('$12.50')).toBe(1250);
    expect(parseAmountCents('12,50')).toBe(1250);
    expect(parseAmountCents('-3.00')).toBe(-300);
    expect(parseAmountCents('1.234.56')).toBeNull();
    expect(parseAmountCents('12.5')).toBeNull();
    // Percentages, dates and quantities are not amounts.
    expect(amountsOnLine('TVQ 9,975 %  99,75 $')).toEqual([9975]);
    expect(amountsOnLine('HST 13% 13.00')).toEqual([1300]);
    expect(amountsOnLine('14.10.2026')).toEqual([]);
    expect(amountsOnLine('Item 3 100.00')).toEqual([10000]);
  });

  it('reads an English receipt: vendor, date, total, HST, business number, currency', () => {
    const { fields, french, rejectedBusinessNumber } = extractReceiptFields(ENGLISH);
    expect(french).toBe(false);
    expect(rejectedBusinessNumber).toBeNull();
    expect(fields.vendor).toMatchObject({ value: 'STAPLES CANADA #123', source: 'reader' });
    expect(fields.date).toMatchObject({ value: '2026-10-14' });
    expect(fields.total).toEqual({ value: '113.00', confidence: 0.97, source: 'reader' });
    expect(fields.gstHst).toMatchObject({ value: '13.00', confidence: 0.95 });
    expect(fields.pst.value).toBeNull();
    expect(fields.qst.value).toBeNull();
    expect(fields.businessNumber).toMatchObject({ value: '123456782RT0001', confidence: 0.95 });
    expect(fields.currency.value).toBe('CAD');
  });

  it('reads a French receipt: TPS, TVQ, "1 149,75 $", day-first date', () => {
    const { fields, french } = extractReceiptFields(FRENCH);
    expect(french).toBe(true);
    expect(fields.vendor.value).toBe('Bureau en Gros');
    expect(fields.date).toMatchObject({ value: '2026-10-14', confidence: 0.85 });
    expect(fields.total).toMatchObject({ value: '1149.75', confidence: 0.97 });
    expect(fields.gstHst.value).toBe('50.00');
    expect(fields.qst.value).toBe('99.75');
    expect(fields.pst.value).toBeNull();
    expect(fields.businessNumber.value).toBe('897654323RT0001');
    expect(fields.currency).toMatchObject({ value: 'CAD', confidence: 0.8 }); // from the Canadian taxes: no currency code printed
  });

  it('refuses a business number whose check digit is wrong, and says so', () => {
    const { fields, rejectedBusinessNumber } = extractReceiptFields(ENGLISH.replace('123456782', '123456789'));
    expect(fields.businessNumber).toEqual({ value: null, confidence: 0, source: 'reader' });
    expect(rejectedBusinessNumber).toBe('123456789RT0001');
    const bare = extractReceiptFields('Cafe\nGST # 123 456 780\nTotal 4.50');
    expect(bare.fields.businessNumber.value).toBeNull();
    expect(bare.rejectedBusinessNumber).toBe('123456780');
    expect(extractReceiptFields('Cafe\nGST # 123 456 782\nTotal 4.50').fields.businessNumber).toMatchObject({ value: '123456782RT0001', confidence: 0.7 });
  });

  it.each([
    ['2026-10-14', false, '2026-10-14'],
    ['2026/10/14 10:00', false, '2026-10-14'],
    ['14 octobre 2026', true, '2026-10-14'],
    ['le 1er mars 2026', true, '2026-03-01'],
    ['14-OCT-26', false, '2026-10-14'],
    ['October 14th, 2026', false, '2026-10-14'],
    ['Dec. 3 2026', false, '2026-12-03'],
    ['10/14/2026', false, '2026-10-14'],
    ['14.10.2026', true, '2026-10-14'],
    ['03/04/2026', false, '2026-03-04'],
    ['03/04/2026', true, '2026-04-03'],
    ['31/02/2026', true, null],
  ])('reads the date %s (French %s) as %s', (text, french, expected) => {
    expect(readDate([text], french).value).toBe(expected);
  });

  it('gives an ambiguous day/month a lower confidence', () => {
    expect(readDate(['03/04/2026'], false).confidence).toBeLessThan(0.7);
    expect(readDate(['2026-04-03'], false).confidence).toBeGreaterThan(0.9);
  });

  it('prefers the line that says "date"', () => {
    expect(readDate(['Printed 2026-11-01', 'Date: 2026-10-30'], false).value).toBe('2026-10-30');
  });

  it('knows a foreign currency and PST, and does not take a subtotal or a tax total for the total', () => {
    const { fields } = extractReceiptFields(
      ['Amazon.com', 'Order date 2026-10-02', 'Items: 89.00', 'Subtotal 89.00', 'Total tax 0.00', 'Grand Total: USD 89.00'].join('\n'),
    );
    expect(fields.total.value).toBe('89.00');
    expect(fields.currency.value).toBe('USD');
    const bc = extractReceiptFields(['London Drugs', '2026-10-05', 'Subtotal 20.00', 'GST 1.00', 'PST 1.40', 'Total 22.40'].join('\n')).fields;
    expect(bc).toMatchObject({ gstHst: { value: '1.00' }, pst: { value: '1.40' }, total: { value: '22.40', confidence: 0.97 } });
  });

  it('falls back to the largest amount with a low confidence, and finds nothing in text without amounts', () => {
    const loose = extractReceiptFields('Corner Store\n2026-10-01\nMilk 4.29\nBread 3.10');
    expect(loose.fields.total).toMatchObject({ value: '4.29', confidence: 0.4 });
    const none = extractReceiptFields('hello world');
    expect(none.fields.total.value).toBeNull();
    expect(none.fields.date.value).toBeNull();
  });
});

// What OCR does to photographed receipts (seen on the tuning half of the bench's set, scripts/receipts-set).
describe('receipt field extraction from OCR text with its usual faults', () => {
  it('skips a short word OCR made of the table above the receipt, but keeps a short name followed by its address', () => {
    const text = ['TTR', 'MAPLE LEAF HARDWARE', '2171 1st Ave', 'Toronto, ON', 'SUBTOTAL 10.00', 'HST 13% 1.30', 'TOTAL 11.30'].join('\n');
    expect(extractReceiptFields(text).fields.vendor).toMatchObject({ value: 'MAPLE LEAF HARDWARE', confidence: 0.6 });
    expect(extractReceiptFields(['yoo', 'Boulangerie St-Denis', 'Montréal, QC'].join('\n')).fields.vendor.value).toBe('Boulangerie St-Denis');
    expect(extractReceiptFields(['IKEA', 'Montréal, QC', 'TOTAL 11.30'].join('\n')).fields.vendor).toMatchObject({ value: 'IKEA', confidence: 0.5 });
    expect(extractReceiptFields(['IKEA', '9191 boul. Cavendish', 'TOTAL 11.30'].join('\n')).fields.vendor.value).toBe('IKEA');
  });

  it('reads a tax label touching its rate ("TPS5%") and a "$" read as "%" after an amount', () => {
    const text = ['Garage Sainte-Foy', 'Sous-total 55,50 $', 'TPS5% 2,78 %', 'TVQ 9,975 % 5,54 $', 'TOTAL 63,82 $'].join('\n');
    const { fields } = extractReceiptFields(text);
    expect(fields.gstHst).toMatchObject({ value: '2.78', confidence: 0.95 });
    expect(fields.qst.value).toBe('5.54');
    expect(fields.total).toMatchObject({ value: '63.82', confidence: 0.97 });
    expect(amountsOnLine('AMEX ****3005 230,14 %')).toEqual([23014]);
    // A rate alone stays a rate.
    expect(amountsOnLine('HST 13.00%')).toEqual([]);
  });

  it('recovers a tax amount whose decimal comma OCR lost when the total, subtotal and other taxes give exactly its digits', () => {
    const text = ['Boulangerie St-Denis', 'Sous-total 200,16 $', 'TPS 5 % 1001$', 'TVQ 9,975 % 19,97 $', 'TOTAL 230,14$'].join('\n');
    const { fields } = extractReceiptFields(text);
    expect(fields.gstHst).toMatchObject({ value: '10.01', confidence: 0.95 });
    expect(fields.total).toMatchObject({ value: '230.14', confidence: 0.97 });
    // Digits that do not agree with the arithmetic are not taken.
    const wrong = ['Boulangerie St-Denis', 'Sous-total 200,16 $', 'TPS 5 % 1071$', 'TVQ 9,975 % 19,97 $', 'TOTAL 230,14$'].join('\n');
    expect(extractReceiptFields(wrong).fields.gstHst.value).toBeNull();
  });

  it('repairs letters OCR read for digits in a business number only when the check digit then holds', () => {
    expect(repairDigitLookalikes('GST #: 33805394S5RT0001')).toBe('GST #: 338053945RT0001');
    expect(extractReceiptFields('Pacific Print\nTOTAL 1.00\nGST #: 33805394S5RT0001').fields.businessNumber).toMatchObject({ value: '338053945RT0001' });
    expect(extractReceiptFields('Pacific Print\nTOTAL 1.00\nGST #: 12345678O RT0001').fields.businessNumber.value).toBeNull(); // 123456780 fails the check digit
    expect(extractReceiptFields('Pacific Print\nTOTAL 1.00\nGST #: 12345678O RT0001').rejectedBusinessNumber).toBe('123456780RT0001');
    // A word is not a number: too few digits.
    expect(repairDigitLookalikes('BOSS GOLD RT0001')).toBe('BOSS GOLD RT0001');
  });
});
