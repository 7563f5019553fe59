import type { Direction, KnowledgeMatch } from './knowledge';

/**
 * Words of a descriptor that say what kind of money moved, whoever the merchant is. They
 * decide before the merchant's own category does: a refund from Amazon is not an office
 * expense, a water bill from the City of Ottawa is not its property tax, a Ford Credit lease
 * is a lease and its loan a loan. Each cue has its own calibrated confidence (calibration.json).
 */
export type CueName =
  | 'refund'
  | 'tax-refund'
  | 'payout'
  | 'client-payment'
  | 'claim'
  | 'lease'
  | 'advertising'
  | 'marketing-print'
  | 'municipal-utility'
  | 'municipal-tax'
  | 'municipal'
  | 'money-back';

export interface Cue {
  name: CueName;
  /** A default category name. */
  category: string;
}

const words = (list: string) => new RegExp(`(?:^| )(?:${list})(?= |$)`);

const REFUND = words(
  'REFUND|REFUNDS|REFUNDED|RETURN|RETURNS|RETURNED|REVERSAL|REVERSED|CHARGEBACK|CHARGE BACK|CREDIT VOUCHER|CREDIT ADJUSTMENT|REMBOURSEMENT|RETOUR|RMA',
);
/** Money back from a government is a tax or benefit refund: other income, not a supplier's refund. */
const GOVERNMENT = words(
  'CRA|ARC|CRA ARC|GST|HST|GST HST|QST|TPS|TVQ|GOVT|GOVERNMENT|CANADA REVENUE|REVENU|REVENUE QUEBEC|MINISTERE|MINISTRY|RECEIVER GENERAL|WSIB|WORKSAFEBC|WCB|CNESST|INCOME TAX|TAX|CARBON REBATE',
);
const PAYOUT = words('PAYOUT|PAYOUTS|SETTLEMENT|SETTLEMENTS|SETTLE|DISBURSEMENT');
const LEASE = words('LEASE|LEASES|LEASING|CREDIT BAIL|CREDIT-BAIL');
const MUNICIPAL = words('CITY|TOWN|VILLE|REGION|REGIONAL|MUNICIPALITY|MUNICIPAL|TOWNSHIP|COUNTY|DISTRICT|MUNICIPALITE|CANTON');
const WATER = words('WATER|WATERWORKS|SEWER|SEWAGE|WASTEWATER|STORMWATER|UTILITY|UTILITIES|EAU|AQUEDUC|EGOUT|WASTE|GARBAGE|RECYCLING|SOLID WASTE');
/** Paying for advertising, or for printed business cards and flyers, whoever prints or shows them. */
const ADVERTISING = words('ADS|ADVERTISING|ADVERTISEMENT|ADVERTISEMENTS|PUBLICITE|ADWORDS');
const MARKETING_PRINT = words(
  'BUSINESS CARDS|BUSINESS CARD|CARTES D AFFAIRES|CARTES DAFFAIRES|FLYERS|FLYER|BROCHURES|BROCHURE|POSTCARDS|DOOR HANGERS|LAWN SIGNS|BANNERS|SIGNAGE',
);
const MUNICIPAL_TAX = words('TAX|TAXES|PROPERTY|FONCIERE|FONCIERES|MUNICIPALES|LICENCE|LICENSE|PERMIT|PERMITS');
/** A credit that is a payment for work or a claim, not money back from a purchase. */
const EARNED = words('EFT CREDIT|DIRECT DEPOSIT|INVOICE|INV|CLAIM|CLAIMS|PAYROLL|GRANT|REBATE|DEPOSIT|ETRANSFER|WIRE');
/** A deposit that names an invoice, or an organisation's electronic payment: a client paying for work. */
const CLIENT_PAYMENT = words('EFT CREDIT|DIRECT DEPOSIT|INVOICE|INV|CLIENT PAYMENT');
const CLAIM = words('CLAIM|CLAIMS|INDEMNITY|SINISTRE');
/** Categories whose merchants, paying money in with no other word, are giving money back. */
const PURCHASE_CATEGORIES = new Set(['Office Expenses', 'Travel & Meals', 'Software', 'Telephone & Internet', 'Marketing', 'Utilities']);

/** The cue of a merchant key, given its direction and what the knowledge file matched (or null). */
export function cueOf(key: string, direction: Direction, match: KnowledgeMatch | null): Cue | null {
  if (direction === 'in') {
    if (REFUND.test(key)) return GOVERNMENT.test(key) ? { name: 'tax-refund', category: 'Other Income' } : { name: 'refund', category: 'Refunds/Discounts' };
    // a merchant or agency the knowledge file knows for money in names its own revenue category (FIVERR, CRA)
    const known = match && !match.oppositeDirection && !match.generic ? match.category : null;
    if (CLAIM.test(key) && (!known || known === 'Other Income')) return { name: 'claim', category: 'Other Income' };
    // a marketplace or processor paying out sales (Amazon, Uber Eats, Best Buy Marketplace)
    if (PAYOUT.test(key) && (!known || known === 'Sales Revenue')) return { name: 'payout', category: 'Sales Revenue' };
    if (CLIENT_PAYMENT.test(key) && (!known || known === 'Service Income')) return { name: 'client-payment', category: 'Service Income' };
    if (match?.oppositeDirection && !match.generic && PURCHASE_CATEGORIES.has(match.category) && !EARNED.test(key))
      return { name: 'money-back', category: 'Refunds/Discounts' };
    return null;
  }
  if (LEASE.test(key)) return { name: 'lease', category: 'Rent/Lease' };
  // a marketing merchant the knowledge file names keeps its own (better measured) rule
  const knownMarketing = match && !match.generic && !match.oppositeDirection && match.category === 'Marketing';
  if (MARKETING_PRINT.test(key) && !knownMarketing) return { name: 'marketing-print', category: 'Marketing' };
  if (ADVERTISING.test(key) && !knownMarketing) return { name: 'advertising', category: 'Marketing' };
  if (MUNICIPAL.test(key)) {
    if (WATER.test(key)) return { name: 'municipal-utility', category: 'Utilities' };
    if (MUNICIPAL_TAX.test(key)) return { name: 'municipal-tax', category: 'Taxes' };
    // a city's name alone: property tax most often, but also water, permits and fines
    if (match?.category === 'Taxes') return { name: 'municipal', category: 'Taxes' };
  }
  return null;
}
