import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import type { AdminStats } from '@ledgerleaf/contracts';
import { ConsoleMenu } from './console-menu';
import { ToggleCallRequestButton } from '../resources/call-requests/toggle-call-request-button';
import { renderInAdmin } from '../test/render-in-admin';
import { callRequestRow } from '../test/fixtures';

const definitions = {
  'call-requests': { name: 'call-requests', hasList: true, options: { label: 'Call Requests' } },
  messages: { name: 'messages', hasList: true, options: { label: 'Messages' } },
  users: { name: 'users', hasList: true },
  'csv-uploads': { name: 'csv-uploads', hasList: true, options: { label: 'CSV Uploads' } },
};

// Uploads waiting for categorization are counted from the CSV list's total.
const csvWaiting = (total: number) => vi.fn().mockResolvedValue({ data: [], total });

const menuItem = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) });

describe('ConsoleMenu', () => {
  it('shows the CSV uploads waiting for categorization as a badge', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 3 });
    const getList = csvWaiting(4);
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats, getList } as never },
    );

    await waitFor(() => expect(within(menuItem('CSV Uploads')).getByText('4')).toBeInTheDocument());
    expect(getList).toHaveBeenCalledWith('csv-uploads', expect.objectContaining({ filter: { status: 'uploaded' } }));
  });

  it('shows the pending call requests and unread messages as badges, none on Users', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 2, unreadMessages: 3, users: 11 } satisfies AdminStats);
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats, getList: csvWaiting(0) } as never },
    );

    await waitFor(() => expect(within(menuItem('Call Requests')).getByText('2')).toBeInTheDocument());
    expect(within(menuItem('Messages')).getByText('3')).toBeInTheDocument();
    expect(within(menuItem('Users')).queryByText('11')).not.toBeInTheDocument();
    expect(menuItem('Dashboard')).toBeInTheDocument();
  });

  it('links to the queue board that the API serves', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 3 });
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats, getList: csvWaiting(0) } as never },
    );
    expect(menuItem('Queues')).toHaveAttribute('href', '/api/admin/queues');
  });

  it('shows no badge when nothing is waiting', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 3 });
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats, getList: csvWaiting(0) } as never },
    );

    await waitFor(() => expect(getAdminStats).toHaveBeenCalled());
    expect(menuItem('Call Requests')).toHaveTextContent(/^Call Requests$/);
    expect(menuItem('Messages')).toHaveTextContent(/^Messages$/);
  });

  it('counts again after a call request changes status', async () => {
    let pending = 2;
    const getAdminStats = vi.fn(async () => ({ pendingCallRequests: pending, unreadMessages: 0, users: 3 }));
    const setCallRequestStatus = vi.fn(async () => {
      pending -= 1;
      return { data: callRequestRow({ status: 'completed' }) };
    });
    renderInAdmin(
      <ResourceDefinitionContextProvider definitions={definitions}>
        <ConsoleMenu />
        <RecordContextProvider value={callRequestRow({ status: 'pending' })}>
          <ToggleCallRequestButton />
        </RecordContextProvider>
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats, setCallRequestStatus, getList: csvWaiting(0) } as never },
    );
    await waitFor(() => expect(within(menuItem('Call Requests')).getByText('2')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));

    await waitFor(() => expect(within(menuItem('Call Requests')).getByText('1')).toBeInTheDocument());
  });

  it('shows the submission queues with their counts: Completed green, Edit Requests red', async () => {
    const totals: Record<string, number> = { 'pending-submissions': 4, 'completed-submissions': 7, 'edit-requests': 1 };
    const getList = vi.fn(async (resource: string) => ({ data: [], total: totals[resource] ?? 0 }));
    renderInAdmin(
      <ResourceDefinitionContextProvider
        definitions={{
          'pending-submissions': { name: 'pending-submissions', hasList: true, options: { label: 'Pending Requests' } },
          'completed-submissions': { name: 'completed-submissions', hasList: true, options: { label: 'Completed' } },
          'edit-requests': { name: 'edit-requests', hasList: true, options: { label: 'Edit Requests' } },
        }}
      >
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      { dataProvider: { getAdminStats: vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 1 }), getList } as never },
    );

    await waitFor(() => expect(within(menuItem('Pending Requests')).getByText('4')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(menuItem('Completed')).getByText('7')).toHaveClass('MuiBadge-colorSuccess');
    expect(within(menuItem('Edit Requests')).getByText('1')).toHaveClass('MuiBadge-colorError');
  });
});
