import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { previousMonth, RECONCILIATION_TEXTS as T, type MonthCloseBoard, type MonthCloseRow } from '@ledgerleaf/contracts';
import { dataProvider as realDataProvider } from '../../data-provider';
import { jsonResponse } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import MonthCloseList from './month-close-list';

const row = (overrides: Partial<MonthCloseRow> = {}): MonthCloseRow => ({
  userId: 7,
  name: 'Avery Lambert',
  email: 'avery@example.ca',
  accountManager: { id: 1, name: 'Riley Staff' },
  accountsReconciled: 1,
  accountsTotal: 2,
  openQuestions: 1,
  undecidedDuplicates: 2,
  undecidedTransfers: 0,
  reportId: 42,
  reportStatus: 'pending',
  ready: false,
  ...overrides,
});
const ready = row({ userId: 9, name: 'Jordan Okafor', accountManager: null, accountsReconciled: 2, openQuestions: 0, undecidedDuplicates: 0, ready: true });
const listOf = (rows: MonthCloseRow[]) => ({ data: rows.map((r) => ({ ...r, id: r.userId })), total: rows.length });

const renderBoard = (getList: ReturnType<typeof vi.fn>, permissions = 'owner') =>
  renderInAdmin(<MonthCloseList />, { dataProvider: { getList } as never, resource: 'month-close', permissions, queryClient: noRetryQueryClient() });

const cells = (name: string) =>
  within(screen.getByText(name).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// The console's router in tests keeps the list's filters in the page's address: each test starts clean.
beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the month-close board', () => {
  it("lists each client's progress for the previous month, with links to the reconciliation and the books", async () => {
    const getList = vi.fn().mockResolvedValue(listOf([row(), ready]));
    renderBoard(getList);
    expect(await screen.findByText('Avery Lambert')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'month-close',
      expect.objectContaining({ filter: { month: previousMonth() }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }),
    );
    expect(cells('Avery Lambert').slice(0, 8)).toEqual(['Avery Lambert', 'Riley Staff', '1 / 2', '1', '2', '0', 'Pending', 'Not ready']);
    expect(cells('Jordan Okafor').slice(0, 8)).toEqual(['Jordan Okafor', '—', '2 / 2', '0', '0', '0', 'Pending', 'Ready']);
    for (const label of [
      'Client',
      'Account manager',
      'Accounts reconciled',
      'Open questions',
      'Undecided duplicates',
      'Undecided transfers',
      'Report',
      'Ready',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Reconciliation of Avery Lambert' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/users/7/reconciliation/${previousMonth()}$`)),
    );
    expect(screen.getByRole('link', { name: 'Books of Jordan Okafor' })).toHaveAttribute('href', expect.stringMatching(/\/users\/9\/ledger$/));
  }, 40_000);

  it('filters to the clients not ready, and sorts by a column', async () => {
    const getList = vi.fn().mockResolvedValue(listOf([row(), ready]));
    renderBoard(getList);
    await screen.findByText('Avery Lambert');
    await userEvent.click(screen.getByRole('switch', { name: T.notReadyOnly }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('month-close', expect.objectContaining({ filter: { month: previousMonth(), notReady: true } })),
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Open questions/ })).getByText('Open questions'));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('month-close', expect.objectContaining({ sort: { field: 'openQuestions', order: 'ASC' } })));
  }, 40_000);

  it('starts a bookkeeper on "My clients"', async () => {
    const getList = vi.fn().mockResolvedValue(listOf([row()]));
    renderBoard(getList, 'bookkeeper');
    await screen.findByText('Avery Lambert');
    expect(getList).toHaveBeenCalledWith('month-close', expect.objectContaining({ filter: { month: previousMonth(), accountManagerId: 1 } }));
  });

  it('says when no client is left to show', async () => {
    renderBoard(vi.fn().mockResolvedValue(listOf([])));
    expect(await screen.findByText('No client to show for this month')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBoard(vi.fn().mockRejectedValue(new Error('Database unavailable')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('asks the API with the month, the sort, the page, "not ready" and whose clients', async () => {
    const board: MonthCloseBoard = { month: '2026-10', clients: [row()], total: 31 };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(board));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const result = await realDataProvider.getList('month-close', {
        filter: { month: '2026-10', notReady: true, accountManagerId: 1 },
        sort: { field: 'openQuestions', order: 'DESC' },
        pagination: { page: 2, perPage: 25 },
      });
      expect(result.total).toBe(31);
      expect(result.data[0]).toMatchObject({ id: 7, name: 'Avery Lambert' });
      const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://console.test');
      expect(url.pathname).toBe('/api/admin/month-close');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        month: '2026-10',
        sort: 'openQuestions',
        order: 'DESC',
        page: '2',
        perPage: '25',
        notReady: '1',
        accountManagerId: '1',
      });
      await realDataProvider.getList('month-close', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } });
      const all = new URL(String(fetchMock.mock.calls[1][0]), 'http://console.test').searchParams;
      expect(all.get('all')).toBe('1');
      expect(all.get('month')).toBe(previousMonth());
      expect(all.has('notReady')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
