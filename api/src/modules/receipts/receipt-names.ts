import { LEGAL_SUFFIXES, PROVINCES } from '../categorization/engine/normalizer';

/**
 * Whether a bank line's text contradicts a receipt's vendor (issue 30, point 3): the one
 * check an automatic link needs besides the total and the window. A bank line names the
 * merchant in its own way ("TIM HORTONS #1234 TORONTO ON", "SQ *JOE'S COFFEE", "AMZN Mktp
 * CA"), so "contradicts" is strict: both sides name something, they share no word (a word
 * of 4 or more letters may be cut short by the bank: "HORTO" for "HORTONS"; words joined
 * by the bank, "TIMHORTONS", count too), and the bank line names no card processor or
 * marketplace (they may print the platform rather than the shop). Aliases the banks use for
 * well-known merchants count as the same word. Anything else (no vendor read, a bank line
 * of only generic words: "POS PURCHASE 1234") contradicts nothing.
 */

/** Words of a bank line that say nothing of the merchant: these, the province codes and the company forms of the categorizer's normalizer. */
const GENERIC = new Set([
  'POS',
  'PURCHASE',
  'PAYMENT',
  'DEBIT',
  'CREDIT',
  'CARD',
  'VISA',
  'MASTERCARD',
  'MC',
  'AMEX',
  'INTERAC',
  'RETAIL',
  'ONLINE',
  'ACHAT',
  'PAIEMENT',
  'DEBITCARD',
  'CONTACTLESS',
  'TAP',
  'FPOS',
  'IDP',
  'AND',
  'LE',
  'LA',
  'LES',
  'DE',
  'DU',
  'DES',
  'ET',
  'CA',
  'CAN',
  'CANADA',
  'US',
  'USA',
  'STORE',
  'MAGASIN',
  ...PROVINCES,
  ...LEGAL_SUFFIXES,
]);

/** Card processors and marketplaces that may stand in a bank line for the shop that sold. */
const PROCESSORS = new Set([
  'SQ',
  'SQU',
  'SQUARE',
  'TST',
  'TOAST',
  'PAYPAL',
  'PP',
  'SP',
  'SHOPIFY',
  'IZ',
  'ZETTLE',
  'IZETTLE',
  'CKO',
  'STRIPE',
  'MONERIS',
  'CLOVER',
  'SUMUP',
  'HELCIM',
  'GLOBALPAY',
  'PAYMENTUS',
  'EBAY',
  'ETSY',
  'UBER',
  'DOORDASH',
  'SKIPTHEDISHES',
  'GOOGLE',
  'APPLE',
]);

/** The banks' short forms of well-known merchants → the word the receipt prints. */
const ALIASES: Record<string, string> = {
  AMZN: 'AMAZON',
  AMZ: 'AMAZON',
  WM: 'WALMART',
  WALMRT: 'WALMART',
  SDM: 'SHOPPERS',
  CDN: 'CANADIAN',
  TIMS: 'TIM',
  MCD: 'MCDONALDS',
  MCDONALD: 'MCDONALDS',
  HD: 'HOME',
  RONA: 'RONA',
  SAQ: 'SAQ',
  LCBO: 'LCBO',
};

/** Upper-case words without accents, apostrophes joined ("Joe's" → "JOES"), numbers dropped. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 1 && !/^\d+$/.test(w) && !/\d{3,}/.test(w))
    .map((w) => ALIASES[w] ?? w);
}

const sameWord = (a: string, b: string): boolean => {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
};

/** True when `bankText` (the transaction's name and merchant) plainly names another merchant than `vendor`. */
export function bankTextContradictsVendor(vendor: string | null, bankText: string | null): boolean {
  if (!vendor || !bankText) return false;
  const bankWords = words(bankText);
  if (bankWords.some((w) => PROCESSORS.has(w))) return false;
  const named = bankWords.filter((w) => !GENERIC.has(w));
  const vendorWords = words(vendor).filter((w) => !GENERIC.has(w));
  if (!named.length || !vendorWords.length) return false;
  if (vendorWords.some((v) => named.some((b) => sameWord(v, b)))) return false;
  // Words the bank joined or split: "TIMHORTONS" for "Tim Hortons", "HOME DEPOT" for "HomeDepot".
  const joinedVendor = vendorWords.join('');
  const joinedBank = named.join('');
  if (joinedVendor.length >= 4 && joinedBank.length >= 4 && (joinedBank.includes(joinedVendor) || joinedVendor.includes(joinedBank))) return false;
  return !vendorWords.some((v) => v.length >= 5 && joinedBank.includes(v)) && !named.some((b) => b.length >= 5 && joinedVendor.includes(b));
}
