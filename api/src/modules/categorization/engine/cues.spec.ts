import { cueOf } from './cues';
import { Knowledge } from './knowledge';
import { merchantKey } from './normalizer';

const knowledge = Knowledge.load();
const cue = (descriptor: string, direction: 'in' | 'out') => {
  const key = merchantKey(descriptor);
  return cueOf(key, direction, knowledge.match(key, direction))?.name ?? null;
};

describe('cues', () => {
  it('reads refund words only on money coming in', () => {
    expect(cue('REFUND - AMAZON.CA 7XQ2', 'in')).toBe('refund');
    expect(cue('WESTJET AIRLINES REVERSAL 0412', 'in')).toBe('refund');
    expect(cue('REVENU QUEBEC REMBOURSEMENT 4471', 'in')).toBe('tax-refund');
    expect(cue('SHOPIFY REFUND ORDER 1182', 'out')).toBeNull();
  });

  it('leaves a processor or agency the knowledge file knows for money in to its own category', () => {
    expect(cue('FIVERR INTL PAYOUT 2231', 'in')).toBeNull();
    expect(cue('ETSY CANADA PAYOUT 2231', 'in')).toBe('payout');
  });

  it('calls money in from a store a refund, but not a payment for work from the same kind of name', () => {
    expect(cue('STAPLES #312 MISSISSAUGA ON', 'in')).toBe('money-back');
    expect(cue('EFT CREDIT CITY OF OTTAWA 71943365', 'in')).toBe('client-payment');
  });

  it('tells a lease, a municipal water bill and a municipal tax apart on money out', () => {
    expect(cue('CANON FINANCIAL LEASE 4471', 'out')).toBe('lease');
    expect(cue('VILLE DE SHERBROOKE EAU 1182', 'out')).toBe('municipal-utility');
    expect(cue('TOWN OF AJAX PROPERTY TAXES', 'out')).toBe('municipal-tax');
    expect(cue('BELL CANADA PAB', 'out')).toBeNull();
  });

  it('reads advertising and printed business cards as marketing, whoever sells them', () => {
    expect(cue('STAPLES BUSINESS CARDS #312', 'out')).toBe('marketing-print');
    expect(cue('WAZE ADS 4471', 'out')).toBe('advertising');
    expect(cue('ROGERS SPORTSNET ADVERTISING', 'out')).toBe('advertising');
    expect(cue('NEXTDOOR ADS 4471', 'out')).toBeNull(); // its own Marketing rule
    expect(cue('ROGERS WIRELESS', 'out')).toBeNull();
  });
});
