import { SYSTEM_CATEGORIES, type SystemCategoryKey } from '@ledgerleaf/contracts';
import type { Direction } from './knowledge';

/**
 * Lines that move money on the balance sheet rather than earning or spending it (issue 27,
 * point 3): a credit-card payment (either side: the chequing account paying, the card
 * receiving), an Interac e-Transfer between the owner and the business, a loan's advance and
 * its principal. Read from the bank's own words (the raw descriptor, not the merchant key:
 * "PAYMENT - THANK YOU" has no merchant), after memory and before every other rule. Each
 * names a system category (SYSTEM_CATEGORIES); the engine applies it only when the client
 * has that category, so a caller that passes only income and expense categories (the
 * categorization bench, a staff upload's own list) is unchanged.
 */
export type BookCueName = 'card-payment' | 'owner-drawing' | 'owner-contribution' | 'loan-advance' | 'loan-principal';

export interface BookCue {
  name: BookCueName;
  system: SystemCategoryKey;
}

/** Upper case, accents dropped, anything but letters and digits one space: "Paiement - Merci" → "PAIEMENT MERCI". */
export function plainWords(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()} `;
}

const any = (list: string) => new RegExp(` (?:${list}) `);

/** What a card's statement says for a payment received, or a bank's line for paying a card. */
const CARD = 'VISA|MASTERCARD|MASTER CARD|MC|AMEX|AMERICAN EXPRESS|CREDIT CARD|CARD|CC|CARTE DE CREDIT|CARTE';
const CARD_PAYMENT = new RegExp(
  [
    ' PAYMENT THANK YOU ',
    ' PAYMENT RECEIVED THANK YOU ',
    ' PAIEMENT MERCI ',
    ' THANK YOU FOR YOUR PAYMENT ',
    ` (?:${CARD}) (?:PAYMENT|PYMT|PMT|PAIEMENT|BILL PAYMENT) `,
    ` (?:PAYMENT|PYMT|PMT|PAIEMENT) (?:TO |A )?(?:${CARD}) `,
  ].join('|'),
);
const E_TRANSFER = any('E TRANSFER|ETRANSFER|E TFR|EMT|INTERAC|VIREMENT INTERAC|VIREMENT');
const LOAN_ADVANCE = any('LOAN ADVANCE|LOAN DEPOSIT|LOAN PROCEEDS|LOAN DISBURSEMENT|AVANCE DE PRET|DEBOURSEMENT DE PRET');
const LOAN_PRINCIPAL = any('LOAN PRINCIPAL|PRINCIPAL PAYMENT|PRINCIPAL PMT|PRINCIPAL REPAYMENT|LOAN PMT PRINCIPAL|LOAN PAYMENT PRINCIPAL|CAPITAL DU PRET');

/** The owner's first and last name as words of a line; both must be there (a first name alone is too common). */
function namesOwner(text: string, owner: readonly string[]): boolean {
  const parts = owner.map((name) => plainWords(name).trim()).filter((name) => name.length >= 2);
  return parts.length >= 2 && parts.every((name) => text.includes(` ${name} `));
}

/**
 * The book cue of a bank line, or null. `owner`: the client's first and last name (an
 * e-Transfer naming both moves money between the owner and the business).
 */
export function bookCueOf(descriptor: string, merchantName: string | null | undefined, direction: Direction, owner: readonly string[] = []): BookCue | null {
  const text = plainWords(`${descriptor} ${merchantName ?? ''}`);
  if (CARD_PAYMENT.test(text)) return { name: 'card-payment', system: 'transfer' };
  if (E_TRANSFER.test(text) && namesOwner(text, owner)) {
    return direction === 'out' ? { name: 'owner-drawing', system: 'owner_drawings' } : { name: 'owner-contribution', system: 'owner_contribution' };
  }
  if (direction === 'in' && LOAN_ADVANCE.test(text)) return { name: 'loan-advance', system: 'loan_received' };
  if (direction === 'out' && LOAN_PRINCIPAL.test(text)) return { name: 'loan-principal', system: 'loan_repayment' };
  return null;
}

/** The client-facing name of a system category (what the categorizer returns). */
export const systemCategoryName = (key: SystemCategoryKey): string => SYSTEM_CATEGORIES.find((c) => c.key === key)!.name;
