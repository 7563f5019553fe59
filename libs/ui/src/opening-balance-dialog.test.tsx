import { fireEvent, render, screen } from '@testing-library/react';
import type { BookAccountRow } from '@ledgerleaf/contracts';
import { OpeningBalanceDialog, type OpeningBalanceDialogProps } from './opening-balance-dialog';
import { OPENING_BALANCE_DIALOG_TEXTS } from './test-texts';

const CARD: BookAccountRow = {
  id: 7,
  name: 'Visa',
  type: 'liability',
  gifi: '2707',
  source: 'bank',
  balance: '200.00',
  openingBalance: {
    status: 'proposed',
    date: '2026-10-01',
    amount: '412.30',
    proposed: { date: '2026-10-01', amount: '412.30', from: 'plaid' },
    setBy: null,
    setAt: null,
  },
};
const EMPTY: BookAccountRow = {
  ...CARD,
  id: 8,
  name: 'Chequing',
  type: 'asset',
  openingBalance: { status: 'none', date: null, amount: null, proposed: null, setBy: null, setAt: null },
};

const show = (props: Partial<OpeningBalanceDialogProps> = {}) => {
  const onSave = vi.fn();
  render(
    <OpeningBalanceDialog
      texts={OPENING_BALANCE_DIALOG_TEXTS}
      account={CARD}
      audience="client"
      formatAmount={(a) => `$${a}`}
      formatDate={(d) => `on-${d}`}
      onSave={onSave}
      saving={false}
      error={null}
      onClose={() => {}}
      {...props}
    />,
  );
  return onSave;
};

describe('OpeningBalanceDialog', () => {
  it("speaks of what is owed on a card, from the reader's statement, and offers the proposed value in the app's formats", () => {
    show({ audience: 'staff' });
    expect(screen.getByText("Enter what was owed on it at the start of that day, from the client's statement.")).toBeInTheDocument();
    expect(screen.getByText(/Proposed from .*: \$412\.30 on on-2026-10-01\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount owed' })).toHaveValue('412.30');
  });

  it('refuses a missing day and a malformed amount without sending, then sends the trimmed amount', () => {
    const onSave = show({ account: EMPTY });
    expect(screen.getByText('Nothing proposed: no statement balance for this account yet.')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount in the account' });
    fireEvent.change(amount, { target: { value: '12,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a date')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount, for example 1234.56')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-09-01' } });
    fireEvent.change(amount, { target: { value: ' -12.50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ date: '2026-09-01', amount: '-12.50' });
  });

  it('shows saving and the refusal the app passes', () => {
    show({ saving: true, error: 'September 2026 is closed; ask your bookkeeper to reopen it' });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByText('September 2026 is closed; ask your bookkeeper to reopen it')).toBeInTheDocument();
  });
});
