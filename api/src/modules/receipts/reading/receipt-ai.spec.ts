import { extractReceiptFields } from './receipt-fields';
import { mergeAiFields, needsAi, receiptAiSchema } from './receipt-ai';

const SURE = ['STAPLES CANADA', 'Date: 2026-10-03', 'Subtotal 40.00', 'HST 13% 5.20', 'TOTAL 45.20'].join('\n');
const UNSURE_DATE = ['QUORBLAX SUPPLY', '03/10/2026', 'Subtotal 40.00', 'HST 13% 5.20', 'TOTAL 45.20'].join('\n');

describe('the OpenAI fallback of a receipt reading', () => {
  it('asks only when the total, the date or the vendor is unsure', () => {
    expect(needsAi(extractReceiptFields(SURE).fields)).toBe(false);
    expect(needsAi(extractReceiptFields(UNSURE_DATE).fields)).toBe(true);
    expect(needsAi(extractReceiptFields('CAFE ZYNTH\n2026-10-03\nthank you').fields)).toBe(true); // no total
  });

  it('takes valid model values for the unsure fields only, in canonical form, with source ai', () => {
    const offline = extractReceiptFields(UNSURE_DATE).fields;
    const { fields, taken } = mergeAiFields(
      offline,
      JSON.stringify({ vendor: 'Quorblax', date: '2026-10-03', total: '99.99', qst: '3,99', currency: 'cad', pst: null }),
    );
    expect(fields.date).toEqual({ value: '2026-10-03', confidence: 0.8, source: 'ai' });
    expect(fields.total).toEqual(offline.total); // 0.97: the model does not override a consistent total
    expect(fields.qst).toEqual({ value: '3.99', confidence: 0.8, source: 'ai' });
    expect(fields.currency).toMatchObject({ value: 'CAD' });
    expect(fields.pst.value).toBeNull();
    expect(taken.sort()).toEqual(['date', 'qst', 'vendor']); // CAD: the same value as offline's, not "taken"
  });

  it('refuses what a person could not type: a failing check digit, a date that does not exist, a non-amount', () => {
    const offline = extractReceiptFields('CAFE ZYNTH\nthank you').fields;
    const { fields, taken } = mergeAiFields(
      offline,
      JSON.stringify({ businessNumber: '123456789RT0001', date: '2026-02-30', total: 'twelve', gstHst: '-1.00' }),
    );
    expect(taken).toEqual([]);
    expect(fields).toEqual(offline);
  });

  it('keeps the offline reading when the answer is not JSON or not an object', () => {
    const offline = extractReceiptFields(UNSURE_DATE).fields;
    expect(mergeAiFields(offline, 'not json').fields).toBe(offline);
    expect(mergeAiFields(offline, null).fields).toBe(offline);
    expect(mergeAiFields(offline, '[1,2]').taken).toEqual([]);
  });

  it('has a schema strict mode accepts: closed, every field required, strings or null', () => {
    const schema = receiptAiSchema() as { additionalProperties: boolean; required: string[]; properties: Record<string, { type: string[] }> };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties).sort()).toEqual([...schema.required].sort());
    for (const p of Object.values(schema.properties)) expect(p.type).toEqual(['string', 'null']);
  });
});
