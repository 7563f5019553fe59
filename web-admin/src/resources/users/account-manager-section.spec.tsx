import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, RecordContextProvider } from 'react-admin';
import { ACCOUNT_MANAGER_MESSAGES, type ClientAccountManagerResponse } from '@ledgerleaf/contracts';
import { adminUserRow, staffMember } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import AccountManagerSection from './account-manager-section';

const answer = (over: Partial<ClientAccountManagerResponse> = {}): ClientAccountManagerResponse => ({
  accountManagerId: 31,
  accountManagerName: 'Sam Rivera',
  history: [
    { id: 1, fromStaffId: null, fromName: null, toStaffId: 31, toName: 'Sam Rivera', assignedById: null, assignedByName: null, at: '2026-11-01T14:00:00.000Z' },
  ],
  ...over,
});

const renderSection = (dataProvider: object, permissions: string) =>
  renderInAdmin(
    <RecordContextProvider value={adminUserRow({ id: 12 })}>
      <AccountManagerSection />
      <Notification />
    </RecordContextProvider>,
    { dataProvider: dataProvider as never, queryClient: noRetryQueryClient(), permissions },
  );

describe("a client's account manager on their page", () => {
  it('lets an owner assign another active bookkeeper, then shows the new history row', async () => {
    let current = answer();
    const dataProvider = {
      getClientAccountManager: vi.fn(async () => current),
      getActiveBookkeepers: vi.fn(async () => [staffMember({ id: 31 }), staffMember({ id: 32, firstName: 'Jordan', lastName: 'Park' })]),
      assignAccountManager: vi.fn(async (_id: number, { staffId }: { staffId: number }) => {
        current = answer({
          accountManagerId: staffId,
          accountManagerName: 'Jordan Park',
          history: [
            {
              id: 2,
              fromStaffId: 31,
              fromName: 'Sam Rivera',
              toStaffId: 32,
              toName: 'Jordan Park',
              assignedById: 1,
              assignedByName: 'Dana Owner',
              at: '2026-11-28T14:00:00.000Z',
            },
            ...current.history,
          ],
        });
        return current;
      }),
    };
    renderSection(dataProvider, 'owner');
    const section = await screen.findByRole('region', { name: 'Account manager' });
    expect(await within(section).findByText('Sam Rivera')).toBeInTheDocument();
    expect(within(section).getByText('to Sam Rivera, automatically')).toBeInTheDocument();
    await userEvent.click(await within(section).findByRole('combobox', { name: 'New account manager' }));
    // The current manager is not offered.
    expect(screen.queryByRole('option', { name: 'Sam Rivera' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Park' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Assign' }));
    expect(dataProvider.assignAccountManager).toHaveBeenCalledWith(12, { staffId: 32 });
    expect(await screen.findByText(ACCOUNT_MANAGER_MESSAGES.assigned)).toBeInTheDocument();
    expect(await within(section).findByText('from Sam Rivera to Jordan Park, by Dana Owner')).toBeInTheDocument();
  });

  it('shows a bookkeeper the manager and history without the Assign control', async () => {
    const dataProvider = { getClientAccountManager: vi.fn(async () => answer()), getActiveBookkeepers: vi.fn() };
    renderSection(dataProvider, 'bookkeeper');
    expect(await screen.findByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    expect(dataProvider.getActiveBookkeepers).not.toHaveBeenCalled();
  });

  it('says when nobody is assigned, and when the manager cannot be loaded', async () => {
    const { unmount } = renderSection(
      { getClientAccountManager: vi.fn(async () => answer({ accountManagerId: null, accountManagerName: null, history: [] })) },
      'reviewer',
    );
    expect(await screen.findByText('Not assigned yet')).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection({ getClientAccountManager: vi.fn(async () => Promise.reject(new Error('down'))) }, 'reviewer');
    await waitFor(() => expect(screen.getByText('The account manager could not be loaded.')).toBeInTheDocument());
  });
});
