import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { ConsoleMenu } from '../layout/console-menu';
import { renderInAdmin } from '../test/render-in-admin';
import { Dashboard } from './dashboard';

const definitions = {
  'monthly-reports': { name: 'monthly-reports', hasList: true, options: { label: 'Monthly Reports' } },
  'call-requests': { name: 'call-requests', hasList: true, options: { label: 'Call Requests' } },
  'csv-uploads': { name: 'csv-uploads', hasList: true, options: { label: 'CSV Uploads' } },
};

const renderDashboardWithMenu = (dataProvider: object) =>
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <ConsoleMenu />
      <Dashboard />
    </ResourceDefinitionContextProvider>,
    { dataProvider: dataProvider as never },
  );

describe('useConsoleCounts: one source for the dashboard and the menu badges', () => {
  it('asks for the stats and each list total once, however many views show them', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 2, unreadMessages: 0, users: 5 });
    const totals: Record<string, number> = { 'monthly-reports': 3, 'csv-uploads': 4 };
    const getList = vi.fn(async (resource: string) => ({ data: [], total: totals[resource] ?? 0 }));
    renderDashboardWithMenu({ getAdminStats, getList });

    expect(await screen.findByRole('link', { name: 'Monthly reports to review: 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV uploads to categorize: 4' })).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /Monthly Reports/ })).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /CSV Uploads/ })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /Call Requests/ })).getByText('2')).toBeInTheDocument();

    expect(getAdminStats).toHaveBeenCalledTimes(1);
    const counted = getList.mock.calls.map(([resource]) => resource);
    expect(counted.sort()).toEqual([
      'completed-submissions',
      'csv-uploads',
      'edit-requests',
      'monthly-reports',
      'pending-submissions',
      'questions',
      'rejected-reports',
    ]);
  });

  it('keeps the other counts when one list cannot be counted', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 2, unreadMessages: 0, users: 5 });
    const getList = vi.fn(async (resource: string) => {
      if (resource === 'monthly-reports') throw new Error('Service unavailable');
      return { data: [], total: 4 };
    });
    renderDashboardWithMenu({ getAdminStats, getList });

    expect(await screen.findByRole('link', { name: 'CSV uploads to categorize: 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending call requests: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly reports to review: …' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('menuitem', { name: /CSV Uploads/ })).getByText('4')).toBeInTheDocument());
    expect(screen.getByRole('menuitem', { name: /Monthly Reports/ })).toHaveTextContent(/^Monthly Reports$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
