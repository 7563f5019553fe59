import { DUPLICATE_RULE, type LedgerSource } from '@ledgerleaf/contracts';
import { merchantKey } from '../categorization/categorization.service';

/** What the duplicate rule reads of a ledger entry. */
export interface DuplicateCandidate {
  id: string;
  source: LedgerSource;
  /** The bank account, CSV upload or submission the row belongs to. */
  accountRef: number;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  merchantName: string | null;
  /** Decimal string, negative = money out. */
  amount: string;
}

const DAY_MS = 86_400_000;

export function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY_MS;
}

/** "12.3", "12.30" and "+12.30" are the same amount: compared in cents. */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/**
 * How alike two merchants are, 0..1: the shared words of their normalised names (the
 * categorizer's merchant key: no store numbers, processor prefixes, cities) over the
 * shorter name's words, so "TIM HORTONS #1234 TORONTO" and "Tim Hortons" are alike. A bank
 * row may carry a clean merchant name beside its descriptor while a CSV row has only the
 * descriptor: each side is read both ways and the best pair counts. Empty keys are not alike.
 */
export function merchantSimilarity(a: Pick<DuplicateCandidate, 'name' | 'merchantName'>, b: Pick<DuplicateCandidate, 'name' | 'merchantName'>): number {
  let best = 0;
  for (const left of keySets(a)) for (const right of keySets(b)) best = Math.max(best, overlap(left, right));
  return best;
}

function keySets(row: Pick<DuplicateCandidate, 'name' | 'merchantName'>): Set<string>[] {
  const keys = new Set([merchantKey(row.name, row.merchantName), merchantKey(row.name)]);
  return [...keys].map((key) => new Set(key.split(' ').filter(Boolean))).filter((words) => words.size > 0);
}

/**
 * The two word sets the rule compares, as the ledger stores them (merchant_words,
 * name_words) for SQL to compare with merchant_words_alike(): the key of the merchant
 * name (else the descriptor) and the key of the descriptor alone. An empty key is [].
 */
export function merchantWordsOf(row: Pick<DuplicateCandidate, 'name' | 'merchantName'>): { merchantWords: string[]; nameWords: string[] } {
  const words = (key: string) => [...new Set(key.split(' ').filter(Boolean))];
  return { merchantWords: words(merchantKey(row.name, row.merchantName)), nameWords: words(merchantKey(row.name)) };
}

function overlap(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const w of left) if (right.has(w)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

/**
 * Whether two rows may be the same transaction seen twice: rows that could come twice
 * (a different source, or the same kind from a different upload or submission; two rows
 * of one bank account or one file are two real transactions), the same amount to the
 * cent, dates at most DUPLICATE_RULE.maxDaysApart days apart, and alike merchants.
 */
export function isPossibleDuplicate(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  if (a.id === b.id) return false;
  if (a.source === b.source && (a.source === 'bank' || a.accountRef === b.accountRef)) return false;
  if (cents(a.amount) !== cents(b.amount)) return false;
  if (daysApart(a.date, b.date) > DUPLICATE_RULE.maxDaysApart) return false;
  return merchantSimilarity(a, b) >= DUPLICATE_RULE.minMerchantSimilarity;
}

/**
 * The row `row` duplicates among `earlier` (rows already in the books that count), or
 * null: the closest in date, then the oldest entry.
 */
export function findDuplicateOf(row: DuplicateCandidate, earlier: readonly DuplicateCandidate[]): DuplicateCandidate | null {
  let best: DuplicateCandidate | null = null;
  for (const other of earlier) {
    if (!isPossibleDuplicate(row, other)) continue;
    if (!best) {
      best = other;
      continue;
    }
    const closer = daysApart(row.date, other.date) - daysApart(row.date, best.date);
    if (closer < 0 || (closer === 0 && BigInt(other.id) < BigInt(best.id))) best = other;
  }
  return best;
}
