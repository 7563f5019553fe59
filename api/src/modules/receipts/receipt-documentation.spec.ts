import { type ItcDocumentFacts, itcDocumentationState, itcDocumentRequirements, type ReceiptFields } from '@ledgerleaf/contracts';
import { emptyFields } from './reading/receipt-fields';
import { buyerNamesOf, receiptDocumentFacts } from './receipt-documentation';

const ALL: ItcDocumentFacts = {
  supplierName: true,
  date: true,
  total: true,
  registrationNumber: true,
  taxCharged: true,
  buyerName: true,
  terms: true,
  description: true,
};
const NOTHING_BUT_BASICS: ItcDocumentFacts = { ...ALL, registrationNumber: false, taxCharged: false, buyerName: false, terms: false, description: false };

const fields = (values: Partial<Record<keyof ReceiptFields, string>>): ReceiptFields => {
  const f = emptyFields();
  for (const [name, value] of Object.entries(values)) f[name as keyof ReceiptFields] = { value, confidence: 0.9, source: 'reader' };
  return f;
};

describe('ITC documentation tiers (GST/HST Memorandum 8.4)', () => {
  it('asks name, date and total under $100; + registration number and tax from $100; + buyer, terms, description from $500', () => {
    expect(itcDocumentRequirements(9_999)).toEqual(['supplierName', 'date', 'total']);
    expect(itcDocumentRequirements(10_000)).toEqual(['supplierName', 'date', 'total', 'registrationNumber', 'taxCharged']);
    expect(itcDocumentRequirements(49_999)).toHaveLength(5);
    expect(itcDocumentRequirements(50_000)).toEqual(['supplierName', 'date', 'total', 'registrationNumber', 'taxCharged', 'buyerName', 'terms', 'description']);
    expect(itcDocumentRequirements(-50_000)).toHaveLength(8);
  });

  it('under $100: a receipt with name, date and total documents it; no receipt leaves it undocumented', () => {
    expect(itcDocumentationState(9_999, [NOTHING_BUT_BASICS])).toBe('documented');
    expect(itcDocumentationState(9_999, [{ ...NOTHING_BUT_BASICS, date: false }])).toBe('partly_documented');
    expect(itcDocumentationState(9_999, [])).toBe('undocumented');
  });

  it('from $100 to $499.99: without the registration number (or the tax) it is partly documented', () => {
    expect(itcDocumentationState(10_000, [NOTHING_BUT_BASICS])).toBe('partly_documented');
    expect(itcDocumentationState(10_000, [{ ...NOTHING_BUT_BASICS, registrationNumber: true }])).toBe('partly_documented');
    expect(itcDocumentationState(49_999, [{ ...NOTHING_BUT_BASICS, registrationNumber: true, taxCharged: true }])).toBe('documented');
  });

  it("from $500: the buyer's name, the terms and a description too; the best of several receipts counts", () => {
    const tierTwo = { ...NOTHING_BUT_BASICS, registrationNumber: true, taxCharged: true };
    expect(itcDocumentationState(50_000, [tierTwo])).toBe('partly_documented');
    expect(itcDocumentationState(50_000, [{ ...ALL, terms: false }])).toBe('partly_documented');
    expect(itcDocumentationState(50_000, [tierTwo, ALL])).toBe('documented');
  });
});

describe('what a receipt shows', () => {
  const names = buyerNamesOf({ firstName: 'Avery', lastName: 'Lambert' });

  it('takes the tiers’ fields from what was read, and the buyer, terms and an item line from the text', () => {
    const text = [
      'Bureau Pro Inc.',
      'Sold to: Avery Lambert',
      '2026-10-14',
      'Standing desk 1 x 480.00',
      'Subtotal 480.00',
      'HST 13% 62.40',
      'Total 542.40',
      'Paid VISA ****4412',
      'GST/HST 123456782RT0001',
    ].join('\n');
    const facts = receiptDocumentFacts(
      { fields: fields({ vendor: 'Bureau Pro Inc.', date: '2026-10-14', total: '542.40', gstHst: '62.40', businessNumber: '123456782RT0001' }), text },
      names,
    );
    expect(facts).toEqual(ALL);
    expect(itcDocumentationState(54_240, [facts])).toBe('documented');
  });

  it('finds no buyer, terms or description in a till slip with only totals, nor in a receipt typed by hand', () => {
    const text = ['CAFE CENTRAL', 'Subtotal 8.85', 'TPS 0.44', 'TVQ 0.88', 'Total 10.17'].join('\n');
    const facts = receiptDocumentFacts({ fields: fields({ vendor: 'CAFE CENTRAL', total: '10.17', gstHst: '0.44' }), text }, names);
    expect(facts).toMatchObject({
      supplierName: true,
      date: false,
      total: true,
      registrationNumber: false,
      taxCharged: true,
      buyerName: false,
      terms: false,
      description: false,
    });
    const typed = receiptDocumentFacts({ fields: fields({ vendor: 'X', date: '2026-10-01', total: '600.00' }), text: null }, names);
    expect(typed).toMatchObject({ buyerName: false, terms: false, description: false });
  });

  it('matches the buyer as a whole word, accents and case aside', () => {
    expect(receiptDocumentFacts({ fields: emptyFields(), text: 'Client : AVERY LAMBERT' }, names).buyerName).toBe(true);
    expect(receiptDocumentFacts({ fields: emptyFields(), text: 'Lamberton Hardware' }, names).buyerName).toBe(false);
    expect(
      receiptDocumentFacts({ fields: emptyFields(), text: 'Facturé à : Hélène Côté' }, buyerNamesOf({ firstName: 'Helene', lastName: 'Cote' })).buyerName,
    ).toBe(true);
  });
});
