import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import type { YearEndPackageRow } from '@ledgerleaf/contracts';
import YearEndPackageList from './year-end-package-list';
import { renderInAdmin } from '../../test/render-in-admin';

const row = (over: Partial<YearEndPackageRow> = {}): YearEndPackageRow => ({
  id: 5,
  userId: 9,
  clientName: 'Avery Lambert',
  clientEmail: 'avery@example.ca',
  fiscalYearStart: '2025-10-01',
  fiscalYearEnd: '2026-09-30',
  form: 't2125',
  status: 'pending',
  adminNotes: null,
  failureReason: null,
  createdAt: '2026-10-02T12:00:00.000Z',
  reviewedAt: null,
  ...over,
});

// A fake console API whose list follows the review, like the real one (pending by default).
const fakeApi = (rows: YearEndPackageRow[]) => {
  let data = rows;
  return {
    getList: vi.fn(async (_: string, params: { filter?: { status?: string } }) => {
      const shown = data.filter((r) => !params.filter?.status || r.status === params.filter.status);
      return { data: shown, total: shown.length };
    }),
    reviewYearEndPackage: vi.fn(async (id: number, status: 'approved' | 'rejected', adminNotes?: string) => {
      data = data.map((r) => (r.id === id ? { ...r, status, adminNotes: adminNotes ?? null } : r));
      return { data: data.find((r) => r.id === id) };
    }),
    downloadYearEndPackageFile: vi.fn(),
  };
};

const renderList = (api: object) =>
  renderInAdmin(
    <>
      <YearEndPackageList />
      <Notification />
    </>,
    { dataProvider: api as never, resource: 'year-end-packages' },
  );

describe('YearEndPackageList', () => {
  it('lists the pending packages with client, fiscal year and form', async () => {
    const api = fakeApi([row(), row({ id: 6, clientName: 'Emma Fraser', status: 'approved' })]);
    renderList(api);
    expect(await screen.findByText('Avery Lambert (avery@example.ca)')).toBeInTheDocument();
    expect(screen.getByText('2025-10-01 – 2026-09-30')).toBeInTheDocument();
    expect(screen.getByText('T2125')).toBeInTheDocument();
    expect(screen.queryByText(/Emma Fraser/)).not.toBeInTheDocument();
    expect(api.getList.mock.calls[0][1]).toMatchObject({ filter: { status: 'pending' } });
  });

  it('says so when nothing waits for review', async () => {
    renderList(fakeApi([]));
    expect(await screen.findByText(/No year-end packages match this filter/)).toBeInTheDocument();
  });

  it('approves a pending package, which then leaves the pending list', async () => {
    const api = fakeApi([row()]);
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.reviewYearEndPackage).toHaveBeenCalledWith(5, 'approved', undefined));
    expect(await screen.findByText('Year-end package approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Avery Lambert (avery@example.ca)')).not.toBeInTheDocument());
  });

  it('rejects only with notes', async () => {
    const api = fakeApi([row()]);
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Loan payments are mixed with interest');
    await userEvent.click(confirm);
    await waitFor(() => expect(api.reviewYearEndPackage).toHaveBeenCalledWith(5, 'rejected', 'Loan payments are mixed with interest'));
  });
});
