// The OpenAI fallback of a receipt's reading (issue 30 point 2): when the offline reading is
// unsure of the total, the date or the vendor, the receipt's text is sent to the model with
// a strict JSON schema (Structured Outputs) and the model's values replace the unsure ones.
// Pure: the request and the merge; ReceiptAiReading sends it (within the client's AI cap).
import { RECEIPT_FIELD_NAMES, type ReceiptFieldName, type ReceiptFields } from '@ledgerleaf/contracts';
import { checkField } from '../receipt-corrections';

export const RECEIPT_AI = {
  /** Below these confidences the offline reading asks the model (a missing field is 0). */
  askBelow: { total: 0.85, date: 0.8, vendor: 0.6 } as Partial<Record<ReceiptFieldName, number>>,
  /** A field the offline reading holds below this is taken from the model when the model has a valid value. */
  replaceBelow: 0.8,
  /** The confidence given to a value the model supplied (what a person checks before filing). */
  confidence: 0.8,
  /** The receipt's text sent, at most (a receipt is short; the rest is noise). */
  maxTextChars: 4000,
  schemaName: 'receipt_fields',
} as const;

/** Whether the offline reading is unsure enough to ask the model. */
export function needsAi(fields: ReceiptFields): boolean {
  return Object.entries(RECEIPT_AI.askBelow).some(([name, below]) => fields[name as ReceiptFieldName].confidence < (below ?? 0));
}

/** The answer's schema: every field a string or null (strict mode: all required, closed). */
export function receiptAiSchema(): Record<string, unknown> {
  const nullable = (description: string, pattern?: string) => ({ type: ['string', 'null'], description, ...(pattern ? { pattern } : {}) });
  return {
    type: 'object',
    additionalProperties: false,
    required: [...RECEIPT_FIELD_NAMES],
    properties: {
      vendor: nullable("The supplier's name as printed at the top of the receipt."),
      date: nullable('The date of the purchase, YYYY-MM-DD.', '^\\d{4}-\\d{2}-\\d{2}$'),
      total: nullable('The total paid, digits with a point and two decimals (1234.56).', '^\\d+\\.\\d{2}$'),
      gstHst: nullable('GST or HST (TPS/TVH) charged, digits with a point and two decimals.', '^\\d+\\.\\d{2}$'),
      pst: nullable('PST, RST or TVP charged, digits with a point and two decimals.', '^\\d+\\.\\d{2}$'),
      qst: nullable('QST (TVQ) charged, digits with a point and two decimals.', '^\\d+\\.\\d{2}$'),
      businessNumber: nullable("The supplier's GST/HST registration: 9 digits, RT and 4 digits (123456782RT0001).", '^\\d{9}RT\\d{4}$'),
      currency: nullable('ISO 4217 currency of the amounts (CAD, USD, EUR).', '^[A-Z]{3}$'),
    },
  };
}

export const RECEIPT_AI_SYSTEM = [
  'You read the text of one receipt or invoice from a Canadian small business, as OCR or a PDF gave it (it may have misread characters).',
  'Answer the fields the receipt states. Use null for a field that is not printed or that you cannot read with confidence; never guess or compute one that is not printed.',
  'French receipts: TPS is GST, TVH is HST, TVQ is QST; "1 234,56 $" is 1234.56. Dates as YYYY-MM-DD; a date written with digits only follows the receipt\u2019s language (French: day first).',
  'The total is the amount paid (after taxes and tip), not the subtotal.',
].join('\n');

/** The user's message: the receipt's text, cut to RECEIPT_AI.maxTextChars. */
export const receiptAiUser = (text: string): string => text.slice(0, RECEIPT_AI.maxTextChars);

/**
 * The offline fields with the model's answer merged: a field the offline reading held below
 * RECEIPT_AI.replaceBelow takes the model's value when it is a valid one (the same checks as a
 * person's correction: a real date, an amount, a business number whose check digit holds),
 * with source `ai`. Anything else (not JSON, a wrong shape, an invalid value) keeps the offline
 * field.
 */
export function mergeAiFields(offline: ReceiptFields, content: string | null): { fields: ReceiptFields; taken: ReceiptFieldName[] } {
  let answer: unknown;
  try {
    answer = JSON.parse(content ?? '');
  } catch {
    return { fields: offline, taken: [] };
  }
  if (!answer || typeof answer !== 'object') return { fields: offline, taken: [] };
  const fields = { ...offline };
  const taken: ReceiptFieldName[] = [];
  for (const name of RECEIPT_FIELD_NAMES) {
    if (offline[name].confidence >= RECEIPT_AI.replaceBelow) continue;
    const raw = (answer as Record<string, unknown>)[name];
    if (typeof raw !== 'string') continue;
    let value: string | null;
    try {
      value = checkField(name, raw);
    } catch {
      continue;
    }
    if (value === null || value === offline[name].value) continue;
    fields[name] = { value, confidence: RECEIPT_AI.confidence, source: 'ai' };
    taken.push(name);
  }
  return { fields, taken };
}
