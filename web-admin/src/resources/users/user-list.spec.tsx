import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow } from '@ledgerleaf/contracts';
import UserList from './user-list';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

const withUsers = (data: AdminUserRow[], total = data.length) => ({
  getList: vi.fn().mockResolvedValue({ data, total }),
});

describe('UserList', () => {
  it('shows each user with name, email, plan and registration type', async () => {
    const dataProvider = withUsers([
      adminUserRow({ id: 1, name: 'Jordan Okafor', email: 'jordan@maplebakery.ca', paymentPlan: 'MONTHLY' }),
      adminUserRow({ id: 2, name: 'Avery Tremblay', email: 'avery@ledgerleaf.ca', paymentPlan: 'ANNUAL', registrationType: 'PAID' }),
    ]);

    renderInAdmin(<UserList />, { dataProvider, resource: 'users' });

    expect(await screen.findByText('Jordan Okafor')).toBeInTheDocument();
    expect(screen.getByText('avery@ledgerleaf.ca')).toBeInTheDocument();
    expect(screen.getByText('jordan@maplebakery.ca')).toBeInTheDocument();
    expect(screen.getByText('Annual')).toBeInTheDocument();
    expect(screen.getByText('Coupon')).toBeInTheDocument();
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
  });

  it('asks for 25 users at a time, newest first, with no search yet', async () => {
    const dataProvider = withUsers([adminUserRow()]);

    renderInAdmin(<UserList />, { dataProvider, resource: 'users' });

    await screen.findByText('Jordan Okafor');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: {},
      }),
    );
  });

  it('starts a bookkeeper on "My clients" (their own id as account manager), a filter they can clear', async () => {
    const dataProvider = withUsers([adminUserRow({ accountManagerId: 1, accountManagerName: 'Riley Staff' })]);
    renderInAdmin(<UserList />, { dataProvider, resource: 'users', permissions: 'bookkeeper' });

    expect(await screen.findByText('Riley Staff')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { accountManagerId: 1 } }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Account manager' }));
    // react-admin names the empty choice "Clear value"; it reads "All clients".
    await userEvent.click(await screen.findByRole('option', { name: 'Clear value' }));
    expect(screen.queryByRole('option', { name: 'Clear value' })).toBeNull();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: {} })));
  });

  it('starts an owner on every client, with the account manager column', async () => {
    const dataProvider = withUsers([adminUserRow({ accountManagerId: 7, accountManagerName: 'Sam Rivera' })]);
    renderInAdmin(<UserList />, { dataProvider, resource: 'users', permissions: 'owner' });

    expect(await screen.findByText('Sam Rivera')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ filter: {} }));
  });

  it('labels every column, with the staff flag as "Staff"', async () => {
    renderInAdmin(<UserList />, { dataProvider: withUsers([adminUserRow()]), resource: 'users' });

    await screen.findByText('Jordan Okafor');
    for (const label of ['ID', 'Name', 'Email', 'Staff', 'Account manager', 'Plan', 'Registration', 'Created']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(label) })).toBeInTheDocument();
    }
  });

  it('shows the empty state when there are no users', async () => {
    renderInAdmin(<UserList />, { dataProvider: withUsers([]), resource: 'users' });

    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    // react-query logs the rejection; the assertion below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = { getList: vi.fn().mockRejectedValue(new Error('Database unavailable')) };

    renderInAdmin(<UserList />, { dataProvider, resource: 'users' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
  });
});
