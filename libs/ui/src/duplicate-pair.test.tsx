import { fireEvent, render, screen, within } from '@testing-library/react';
import type { LedgerRow } from '@ledgerleaf/contracts';
import { DuplicatePair, isPossibleDuplicate, type PossibleDuplicateRow } from './duplicate-pair';
import { DUPLICATE_PAIR_TEXTS } from './test-texts';

const copy: PossibleDuplicateRow = {
  transactionId: 912,
  source: 'csv',
  accountName: 'Visa ending 4412',
  date: '2026-09-06',
  name: 'ADOBE *CREATIVE CLD',
  amount: '-113.00',
  category: null,
  duplicateOf: 17,
  duplicateDecision: null,
  transfer: null,
  transferCandidate: false,
  transferDecision: null,
  duplicate: { transactionId: 17, source: 'bank', accountName: 'RBC Chequing', date: '2026-09-05', name: 'ADOBE CREATIVE CLOUD', amount: '-113.00' },
};

const dollars = (amount: string) => `$${amount}`;

describe('DuplicatePair', () => {
  it('puts the new row beside the one it matches: name, amount, date, source and account of each', () => {
    render(
      <DuplicatePair texts={DUPLICATE_PAIR_TEXTS} row={copy} newTitle="New in the books" formatAmount={dollars} saving={null} onDecide={() => undefined} />,
    );
    const pair = screen.getByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' });
    const [left, right] = within(pair)
      .getAllByText(/·/)
      .map((el) => el.parentElement!);
    expect(left).toHaveTextContent('New in the books');
    expect(left).toHaveTextContent('ADOBE *CREATIVE CLD$-113.00 · Sep 6, 2026CSV account: Visa ending 4412');
    expect(right).toHaveTextContent('Looks like');
    expect(right).toHaveTextContent('ADOBE CREATIVE CLOUD$-113.00 · Sep 5, 2026Bank: RBC Chequing');
  });

  it('hands the decision to the caller, and disables both buttons while one is saved', () => {
    const onDecide = vi.fn();
    const { rerender } = render(
      <DuplicatePair texts={DUPLICATE_PAIR_TEXTS} row={copy} newTitle="New" formatAmount={dollars} saving={null} onDecide={onDecide} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Both are real' }));
    expect(onDecide).toHaveBeenCalledWith('distinct');
    rerender(<DuplicatePair texts={DUPLICATE_PAIR_TEXTS} row={copy} newTitle="New" formatAmount={dollars} saving="distinct" onDecide={onDecide} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Same transaction' })).toBeDisabled();
  });

  it('tells a possible duplicate from a plain row', () => {
    const plain: LedgerRow = { ...copy, duplicateOf: null, duplicate: null };
    expect(isPossibleDuplicate(copy)).toBe(true);
    expect(isPossibleDuplicate(plain)).toBe(false);
  });
});
