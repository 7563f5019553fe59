import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAccessLogRow } from '@ledgerleaf/contracts';
import AccessLogList from './access-log-list';
import { renderInAdmin } from '../../test/render-in-admin';

const row = (over: Partial<AdminAccessLogRow> = {}): AdminAccessLogRow => ({
  id: '1',
  at: '2026-11-27T15:04:00.000Z',
  staffUserId: 3,
  staffName: 'Sam Staff',
  staffRole: 'bookkeeper',
  clientUserId: 12,
  clientName: 'Avery Lambert',
  action: 'read',
  route: 'GET /api/admin/users/:userId/ledger',
  objectKind: 'ledger',
  objectRef: 'ledger',
  ip: '203.0.113.9',
  what: 'Opened your transactions',
  ...over,
});

const fakeApi = (rows: AdminAccessLogRow[] | Error) => ({
  getList: vi.fn(async (resource: string) => {
    if (resource === 'users') return { data: [], total: 0 };
    if (rows instanceof Error) throw rows;
    return { data: rows, total: rows.length };
  }),
  getMany: vi.fn(async () => ({ data: [] })),
  exportAccessLog: vi.fn(async () => new Blob(['at\r\n'], { type: 'text/csv' })),
});

const renderList = (api: ReturnType<typeof fakeApi>) => renderInAdmin(<AccessLogList />, { dataProvider: api as never, resource: 'access-log' });

describe('AccessLogList', () => {
  it('shows who read or changed which client, what, the route and the address, newest first', async () => {
    const api = fakeApi([row(), row({ id: '2', staffName: 'Olivia Owner', staffRole: 'owner', what: 'Downloaded your October 2026 report' })]);
    renderList(api);
    expect(await screen.findByText('Sam Staff (bookkeeper)')).toBeInTheDocument();
    expect(screen.getAllByText('Avery Lambert (#12)')).toHaveLength(2);
    expect(screen.getByText('Downloaded your October 2026 report')).toBeInTheDocument();
    expect(screen.getAllByText('203.0.113.9')).toHaveLength(2);
    expect(api.getList).toHaveBeenCalledWith('access-log', expect.objectContaining({ sort: { field: 'at', order: 'DESC' } }));
  });

  it('exports the filtered rows through the server CSV', async () => {
    const api = fakeApi([row()]);
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:x');
    globalThis.URL.revokeObjectURL = vi.fn();
    renderList(api);
    await screen.findByText('Sam Staff (bookkeeper)');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.exportAccessLog).toHaveBeenCalledWith(expect.any(Object), { field: 'at', order: 'DESC' }));
  });

  it('says so when nothing was recorded', async () => {
    renderList(fakeApi([]));
    expect(await screen.findByText('No access recorded yet')).toBeInTheDocument();
  });

  it('shows a load error rather than an empty table', async () => {
    renderList(fakeApi(new Error('Only an owner of the firm can read the access log.')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only an owner of the firm can read the access log.');
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
