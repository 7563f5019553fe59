import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CallRequestRow } from '@ledgerleaf/contracts';
import CallRequestList from './call-request-list';
import { renderInAdmin } from '../../test/render-in-admin';
import { callRequestRow } from '../../test/fixtures';

const withCalls = (data: CallRequestRow[]) => ({ getList: vi.fn().mockResolvedValue({ data, total: data.length }) });

describe('CallRequestList', () => {
  it('shows the spec columns with a mailto link, a medium date and a coloured status', async () => {
    renderInAdmin(<CallRequestList />, {
      dataProvider: withCalls([
        callRequestRow({ id: 1, firstName: 'Daniel', preferredDate: '2026-11-24', status: 'pending' }),
        callRequestRow({ id: 2, firstName: 'Marcus', lastName: 'Reid', email: 'marcus.reid@example.ca', status: 'completed' }),
      ]),
      resource: 'call-requests',
    });

    expect(await screen.findByText('Daniel')).toBeInTheDocument();
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Email', 'Preferred Date', 'Preferred Time', 'Timezone', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'marcus.reid@example.ca' })).toHaveAttribute('href', 'mailto:marcus.reid@example.ca');
    expect(screen.getAllByText('Nov 24, 2026')).toHaveLength(2);
    expect(screen.getAllByText('America/Moncton')).toHaveLength(2);

    const [, danielRow, marcusRow] = screen.getAllByRole('row');
    expect(within(danielRow).getByText('Pending')).toBeInTheDocument();
    expect(within(danielRow).getByRole('button', { name: 'Mark as Completed' })).toBeInTheDocument();
    expect(within(marcusRow).getByText('Completed')).toBeInTheDocument();
    expect(within(marcusRow).getByRole('button', { name: 'Mark as Pending' })).toBeInTheDocument();
  });

  it('asks for the newest first, 25 at a time', async () => {
    const dataProvider = withCalls([callRequestRow()]);
    renderInAdmin(<CallRequestList />, { dataProvider, resource: 'call-requests' });

    await screen.findByText('Daniel');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'call-requests',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
  });

  it('shows "No call requests yet" when there are none', async () => {
    renderInAdmin(<CallRequestList />, { dataProvider: withCalls([]), resource: 'call-requests' });

    expect(await screen.findByText('No call requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInAdmin(<CallRequestList />, {
      dataProvider: { getList: vi.fn().mockRejectedValue(new Error('Database unavailable')) },
      resource: 'call-requests',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('No call requests yet')).not.toBeInTheDocument();
  });
});
