import { fireEvent, render, screen, within } from '@testing-library/react';
import { LEDGER_MESSAGES, type LedgerRow } from '@ledgerleaf/contracts';
import { TransferPair, transferRowsOf } from './transfer-pair';
import { TRANSFER_PAIR_TEXTS } from './test-texts';

const paid: LedgerRow = {
  transactionId: 30,
  source: 'csv',
  accountName: 'Chequing',
  date: '2026-10-10',
  name: 'VISA PAYMENT',
  amount: '-500.00',
  category: null,
  duplicateOf: null,
  duplicateDecision: null,
  duplicate: null,
  transferCandidate: false,
  transferDecision: null,
  transfer: { transactionId: 31, accountName: 'Visa ending 4412', date: '2026-10-12', name: 'PAYMENT THANK YOU', amount: '500.00' },
};
const received: LedgerRow = {
  ...paid,
  transactionId: 31,
  accountName: 'Visa ending 4412',
  name: 'PAYMENT THANK YOU',
  amount: '500.00',
  transfer: { ...paid, transactionId: 30 },
};
const candidate: LedgerRow = { ...paid, transactionId: 40, name: 'TRANSFER TO VISA', amount: '-300.00', transfer: null, transferCandidate: true };
const dollars = (amount: string) => `$${amount}`;
const options = [
  { transactionId: 41, accountName: 'Visa ending 4412', date: '2026-11-11', name: 'PAYMENT RECEIVED', amount: '300.00' },
  { transactionId: 42, accountName: 'Visa ending 4412', date: '2026-11-13', name: 'PAYMENT RECEIVED - THANKS', amount: '300.00' },
];

describe('TransferPair', () => {
  it('shows a matched pair side by side and confirms it with its counterpart', () => {
    const onDecide = vi.fn();
    render(<TransferPair texts={TRANSFER_PAIR_TEXTS} row={paid} formatAmount={dollars} saving={null} onDecide={onDecide} />);
    const pair = screen.getByRole('article', { name: 'Transfer: VISA PAYMENT' });
    expect(pair).toHaveTextContent('Money out · Chequing');
    expect(pair).toHaveTextContent('Other half');
    expect(pair).toHaveTextContent('PAYMENT THANK YOU');
    expect(pair).toHaveTextContent('$500.00');
    fireEvent.click(within(pair).getByRole('button', { name: 'Transfer' }));
    expect(onDecide).toHaveBeenCalledWith({ decision: 'transfer', counterpartTransactionId: 31 });
  });

  it('marks a pair a person confirmed and keeps only "Not a transfer"', () => {
    render(
      <TransferPair
        texts={TRANSFER_PAIR_TEXTS}
        row={{ ...paid, transferDecision: 'transfer' }}
        formatAmount={dollars}
        saving={null}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByText('Confirmed transfer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not a transfer' })).toBeEnabled();
  });

  it('lets a candidate be paired only once a counterpart is picked', () => {
    const onDecide = vi.fn();
    render(
      <TransferPair
        texts={TRANSFER_PAIR_TEXTS}
        row={candidate}
        formatAmount={dollars}
        candidates={{ status: 'ready', candidates: options }}
        saving={null}
        onDecide={onDecide}
      />,
    );
    const article = screen.getByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' });
    const transfer = within(article).getByRole('button', { name: 'Transfer' });
    expect(transfer).toBeDisabled();
    fireEvent.click(within(article).getByRole('radio', { name: /PAYMENT RECEIVED - THANKS/ }));
    expect(transfer).toBeEnabled();
    fireEvent.click(transfer);
    expect(onDecide).toHaveBeenCalledWith({ decision: 'transfer', counterpartTransactionId: 42 });
    fireEvent.click(within(article).getByRole('button', { name: 'Not a transfer' }));
    expect(onDecide).toHaveBeenLastCalledWith({ decision: 'not_transfer' });
  });

  it('shows the picker loading, failing (with retry) and empty', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <TransferPair
        texts={TRANSFER_PAIR_TEXTS}
        row={candidate}
        formatAmount={dollars}
        candidates={{ status: 'loading' }}
        saving={null}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Looking for its other half...');
    rerender(
      <TransferPair
        texts={TRANSFER_PAIR_TEXTS}
        row={candidate}
        formatAmount={dollars}
        candidates={{ status: 'error', message: 'Network down', onRetry }}
        saving={null}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`${LEDGER_MESSAGES.candidatesFailed}: Network down`);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <TransferPair
        texts={TRANSFER_PAIR_TEXTS}
        row={candidate}
        formatAmount={dollars}
        candidates={{ status: 'ready', candidates: [] }}
        saving={null}
        onDecide={() => undefined}
      />,
    );
    expect(screen.getByText(LEDGER_MESSAGES.emptyTransferCandidates)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  });

  it('says which decision is saving and disables both buttons', () => {
    render(<TransferPair texts={TRANSFER_PAIR_TEXTS} row={paid} formatAmount={dollars} saving="not_transfer" onDecide={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  });

  it('lists each pair once (its money-out side) and every candidate', () => {
    expect(transferRowsOf([candidate, received, paid]).map((r) => r.transactionId)).toEqual([40, 30]);
    expect(transferRowsOf([received]).map((r) => r.transactionId)).toEqual([31]);
  });
});
