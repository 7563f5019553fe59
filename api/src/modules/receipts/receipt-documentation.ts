import type { ItcDocumentFacts, ReceiptFields } from '@ledgerleaf/contracts';

/** Words that state how a purchase was paid or is to be paid (the "terms" of GST/HST Memorandum 8.4), in English and French. */
const TERMS =
  /\b(terms?|net\s*\d{1,3}|due\s+(on|upon|by)|paid|payment|pay[ée]e?|paiement|comptant|cash|visa|master\s?card|amex|american express|debit|d[ée]bit|interac|credit card|carte de cr[ée]dit|cheque|chèque|e-?transfer|virement)\b/i;
/** A line of the receipt that is a sum, a tax or a payment, not a description of what was bought. */
const NOT_AN_ITEM =
  /(total|subtotal|sous-total|tax|gst|hst|pst|qst|tps|tvq|tvh|tvp|rst|change|monnaie|balance|amount due|montant d[uû]|visa|master\s?card|amex|debit|d[ée]bit|cash|comptant|interac|tip|pourboire|rounding|arrondi)/i;
const AMOUNT = /\d[\d ,.]*[.,]\d{2}\b/;

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** A line that names a thing bought with its price: letters (a word of 3 or more) and an amount, and not a total, tax or payment line. */
const isItemLine = (line: string) => /\p{L}{3,}/u.test(line) && AMOUNT.test(line) && !NOT_AN_ITEM.test(line);

/**
 * What a receipt shows, as the tiers of GST/HST Memorandum 8.4 ask it. The fields are what the
 * worker read or a person typed; the buyer's name, the terms and a description are not fields,
 * so they are looked for in the text read: one of `buyerNames` (the client's full name, or last
 * name), a word of payment terms or method, and an item line with a price. A receipt typed by
 * hand (no text) shows none of the three.
 */
export function receiptDocumentFacts(receipt: { fields: ReceiptFields; text: string | null }, buyerNames: readonly string[]): ItcDocumentFacts {
  const f = receipt.fields;
  const text = receipt.text ?? '';
  const plain = normalise(text);
  const present = (value: string | null) => value !== null && value.trim() !== '';
  return {
    supplierName: present(f.vendor.value),
    date: present(f.date.value),
    total: present(f.total.value),
    registrationNumber: present(f.businessNumber.value),
    taxCharged: present(f.gstHst.value),
    buyerName: buyerNames.some((name) => {
      const n = normalise(name).trim();
      return n.length >= 3 && new RegExp(`(^|[^\\p{L}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(plain);
    }),
    terms: TERMS.test(text),
    description: text.split(/\r?\n/).some(isItemLine),
  };
}

/** The names a receipt may give the buyer by: "First Last" and "Last". */
export const buyerNamesOf = (user: { firstName: string; lastName: string }): string[] =>
  [`${user.firstName} ${user.lastName}`.trim(), user.lastName.trim()].filter((n) => n.length > 0);
