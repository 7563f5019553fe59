import type { ItcDocumentationState } from '@ledgerleaf/contracts';
import { ItcDocumentationTally, summarizeItcDocumentation, UNDOCUMENTED_KEPT, type ItcPurchase } from './itc-documentation';

const purchase = (n: number, amountCents: number, itcCents: number): ItcPurchase => ({
  transactionId: String(n),
  date: `2026-10-${String((n % 28) + 1).padStart(2, '0')}`,
  name: `SUPPLIER ${n}`,
  amountCents,
  itcCents,
});

describe('ITC documentation, a batch at a time', () => {
  const purchases = [purchase(1, 22_600, 2_600), purchase(2, 5_000, 575), purchase(3, 113_000, 13_000), purchase(4, 45_200, 5_200)];
  const states = new Map<string, ItcDocumentationState>([
    ['1', 'documented'],
    ['3', 'partly_documented'],
  ]);

  it('adds up batches as it adds up the whole period at once', () => {
    const tally = new ItcDocumentationTally();
    tally.add(purchases.slice(0, 2), states);
    tally.add(purchases.slice(2), states);
    const whole = summarizeItcDocumentation(purchases, states);
    expect(tally.result()).toEqual(whole);
    expect(whole.summary).toEqual({
      documented: { count: 1, itc: '26.00' },
      partlyDocumented: { count: 1, itc: '130.00' },
      undocumented: { count: 2, itc: '57.75' },
    });
    // Purchase 2 is under $100: undocumented, but not listed.
    expect(whole.undocumentedOver100.map((p) => p.transactionId)).toEqual(['4']);
    expect(whole.undocumentedOver100Count).toBe(1);
  });

  it('keeps the first UNDOCUMENTED_KEPT undocumented purchases of $100 or more and counts them all', () => {
    const tally = new ItcDocumentationTally();
    const many = Array.from({ length: UNDOCUMENTED_KEPT + 250 }, (_, i) => purchase(i + 10, 10_000 + i, 1_300));
    for (let i = 0; i < many.length; i += 100) tally.add(many.slice(i, i + 100), new Map());
    const result = tally.result();
    expect(result.undocumentedOver100).toHaveLength(UNDOCUMENTED_KEPT);
    expect(result.undocumentedOver100[0].transactionId).toBe('10');
    expect(result.undocumentedOver100Count).toBe(UNDOCUMENTED_KEPT + 250);
    expect(result.summary.undocumented).toEqual({ count: UNDOCUMENTED_KEPT + 250, itc: String(((UNDOCUMENTED_KEPT + 250) * 13).toFixed(2)) });
  });
});
