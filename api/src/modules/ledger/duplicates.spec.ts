import { findDuplicateOf, isPossibleDuplicate, merchantSimilarity, type DuplicateCandidate } from './duplicates';

const bank: DuplicateCandidate = {
  id: '1',
  source: 'bank',
  accountRef: 7,
  date: '2026-09-10',
  name: 'TIM HORTONS #1234 TORONTO ON',
  merchantName: null,
  amount: '-12.40',
};
const csv = (over: Partial<DuplicateCandidate>): DuplicateCandidate => ({
  id: '2',
  source: 'csv',
  accountRef: 30,
  date: '2026-09-10',
  name: 'Tim Hortons',
  merchantName: null,
  amount: '-12.40',
  ...over,
});

describe('the duplicate rule', () => {
  it.each<[string, boolean, Partial<DuplicateCandidate>]>([
    ['same amount, same day, same merchant, another source', true, {}],
    ['3 days later', true, { date: '2026-09-13' }],
    ['3 days earlier', true, { date: '2026-09-07' }],
    ['4 days apart', false, { date: '2026-09-14' }],
    ['one cent different', false, { amount: '-12.41' }],
    ['the same amount written differently', true, { amount: '-12.4' }],
    ['the opposite sign (a refund)', false, { amount: '12.40' }],
    ['same merchant, different amount', false, { amount: '-24.80' }],
    ['same amount and day, another merchant', false, { name: 'SHELL C12345 OAKVILLE' }],
  ])('%s: %s', (_, expected, over) => {
    expect(isPossibleDuplicate(csv(over), bank)).toBe(expected);
    expect(isPossibleDuplicate(bank, csv(over))).toBe(expected);
  });

  it('compares across a month end by days, not by month', () => {
    const endOfMonth = { ...bank, date: '2026-09-29' };
    expect(isPossibleDuplicate(csv({ date: '2026-10-02' }), endOfMonth)).toBe(true);
    expect(isPossibleDuplicate(csv({ date: '2026-10-03' }), endOfMonth)).toBe(false);
  });

  it('never pairs two rows of one bank, one upload or one submission (two coffees are two coffees)', () => {
    expect(isPossibleDuplicate({ ...bank, id: '9', accountRef: 8 }, bank)).toBe(false);
    expect(isPossibleDuplicate(csv({ id: '3' }), csv({ id: '4' }))).toBe(false);
    expect(isPossibleDuplicate(csv({ id: '3', source: 'manual', accountRef: 5 }), csv({ id: '4', source: 'manual', accountRef: 5 }))).toBe(false);
  });

  it('pairs the same file uploaded twice, and a manual row with a bank row', () => {
    expect(isPossibleDuplicate(csv({ id: '3', accountRef: 31 }), csv({ id: '4', accountRef: 30 }))).toBe(true);
    expect(isPossibleDuplicate(csv({ id: '3', source: 'manual', accountRef: 5 }), bank)).toBe(true);
  });

  it('reads merchants through the normalised key', () => {
    expect(merchantSimilarity({ name: 'TIM HORTONS #1234 TORONTO ON', merchantName: null }, { name: 'Tim Hortons', merchantName: null })).toBe(1);
    expect(merchantSimilarity({ name: 'POS PURCHASE', merchantName: 'Staples' }, { name: 'STAPLES STORE 123', merchantName: null })).toBe(1);
    expect(merchantSimilarity({ name: '', merchantName: null }, { name: '', merchantName: null })).toBe(0);
    // A bank row's clean merchant name beside its descriptor; the CSV copy has the descriptor only.
    expect(merchantSimilarity({ name: 'SQ *MAMA MIA TRATTORIA', merchantName: 'Square' }, { name: 'SQ *MAMA MIA TRATTORIA', merchantName: null })).toBe(1);
    expect(merchantSimilarity({ name: 'SHELL C12345', merchantName: 'Shell' }, { name: 'ESSO 7712', merchantName: null })).toBe(0);
  });

  it('picks the closest date, then the oldest entry', () => {
    const row = csv({ id: '10', date: '2026-09-12' });
    const far = { ...bank, id: '3', date: '2026-09-09' };
    const near = { ...bank, id: '5', date: '2026-09-11' };
    const nearOlder = { ...bank, id: '4', date: '2026-09-13' };
    expect(findDuplicateOf(row, [far, near, nearOlder])?.id).toBe('4');
    expect(findDuplicateOf(row, [far])?.id).toBe('3');
    expect(findDuplicateOf(row, [{ ...bank, amount: '-1.00' }])).toBeNull();
  });
});
