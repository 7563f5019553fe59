import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { RECONCILIATION_TEXTS as R, REPORT_ADMIN_TEXTS as T, REPORT_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { dataProvider as realDataProvider } from '../../data-provider';
import { jsonResponse } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import PendingReportList from './pending-report-list';

const report = (overrides: Partial<AdminMonthlyReportDto> = {}): AdminMonthlyReportDto => ({
  id: 42,
  reportId: 'RPT-2026-10-000007',
  userId: 7,
  userName: 'Avery Lambert',
  reviewedBy: null,
  year: 2026,
  month: 10,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  transactionCount: 38,
  accountsIncluded: [{ id: 'acc_1', name: 'RBC Chequing' }],
  status: 'pending',
  adminNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T11:00:00.000Z',
  files: { transactions: true, summary: true, pdf: true },
  summary: null,
  balanceSheet: null,
  version: 1,
  versions: [{ version: 1, status: 'pending', approvedAt: null, reason: null, reopenedAt: null, reopenedBy: null, reopenedByName: null, changes: null }],
  openQuestions: 0,
  unreconciledReason: null,
  ...overrides,
});

const refused = () =>
  new HttpError('Reconcile these accounts first, or give a reason: Chequing (difference 12.34), Visa (not reconciled)', 409, {
    statusCode: 409,
    error: 'Reconcile these accounts first, or give a reason: Chequing (difference 12.34), Visa (not reconciled)',
    message: 'Reconcile these accounts first, or give a reason: Chequing (difference 12.34), Visa (not reconciled)',
    unreconciled: [
      { accountId: 5, accountName: 'Chequing', difference: '12.34' },
      { accountId: 6, accountName: 'Visa', difference: null },
    ],
  });

const render = (ui: React.ReactNode, resource: string, api: object) =>
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: api as never, resource, queryClient: noRetryQueryClient() },
  );

const card = () => screen.findByRole('article', { name: 'October 2026 report of Avery Lambert' });

describe('approving with unreconciled accounts', () => {
  it('shows the accounts the 409 names, requires a reason, then approves with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const approveReport = vi
      .fn()
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce(report({ status: 'approved', unreconciledReason: 'Statement arrives late' }));
    render(<PendingReportList />, 'monthly-reports', { getList: vi.fn(async () => ({ data: [report()], total: 1 })), approveReport });
    const c = await card();
    await userEvent.type(within(c).getByLabelText(T.adminNotes), 'Looks right');
    await userEvent.click(within(c).getByRole('button', { name: T.approve }));

    const dialog = await screen.findByRole('dialog', { name: 'Accounts not reconciled' });
    const items = within(within(dialog).getByRole('list', { name: 'Unreconciled accounts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Chequing: difference $12.34', 'Visa: not reconciled']);
    expect(within(dialog).getByRole('link', { name: 'Go to the reconciliation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/users\/7\/reconciliation\/2026-10$/),
    );

    // No reason, no approval.
    await userEvent.click(within(dialog).getByRole('button', { name: R.approveWithReason }));
    expect(await within(dialog).findByText(R.unreconciledReasonRequired)).toBeInTheDocument();
    expect(approveReport).toHaveBeenCalledTimes(1);

    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(R.unreconciledReasonLabel) }), '  Statement arrives late ');
    await userEvent.click(within(dialog).getByRole('button', { name: R.approveWithReason }));
    expect(await screen.findByText(REPORT_MESSAGES.approvedToast)).toBeInTheDocument();
    expect(approveReport).toHaveBeenLastCalledWith(42, 'Looks right', 'Statement arrives late');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('opens no dialog for a 409 that names no account', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const approveReport = vi.fn().mockRejectedValue(
      new HttpError('Only a report that is pending review can be approved or rejected.', 409, {
        error: 'Only a report that is pending review can be approved or rejected.',
      }),
    );
    render(<PendingReportList />, 'monthly-reports', { getList: vi.fn(async () => ({ data: [report()], total: 1 })), approveReport });
    await userEvent.click(within(await card()).getByRole('button', { name: T.approve }));
    expect(await screen.findByText('Only a report that is pending review can be approved or rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the reason on the report once approved with it', async () => {
    const approved = report({ status: 'approved', unreconciledReason: 'The Visa statement arrives on the 20th' });
    render(<PendingReportList />, 'monthly-reports', { getList: vi.fn(async () => ({ data: [approved], total: 1 })) });
    const c = await card();
    expect(within(c).getByText(`${R.approvedUnreconciled}:`)).toBeInTheDocument();
    expect(c).toHaveTextContent('The Visa statement arrives on the 20th');
  });

  it('sends the reason as the API reads it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(report({ status: 'approved' })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await realDataProvider.approveReport(42, '', '  Visa statement late ');
      expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://console.test').pathname).toBe('/api/admin/reports/42/update-status');
      expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
        status: 'approved',
        unreconciledReason: 'Visa statement late',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
