import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { STAFF_MESSAGES, type StaffMember } from '@ledgerleaf/contracts';
import StaffList from './staff-list';
import { renderInAdmin } from '../../test/render-in-admin';
import { staffMember } from '../../test/fixtures';

// A fake console API whose list reflects the changes, like the real one.
const fakeStaffApi = (rows: StaffMember[]) => {
  let data = rows;
  const change = (id: number, patch: Partial<StaffMember>) => {
    data = data.map((row) => (row.id === id ? { ...row, ...patch } : row));
    return { data: data.find((row) => row.id === id)! };
  };
  return {
    getList: vi.fn(async () => ({ data, total: data.length })),
    inviteStaff: vi.fn(async (invitation: { email: string; firstName: string; lastName: string; role: StaffMember['role'] }) => {
      const member = staffMember({ id: 99, ...invitation });
      data = [...data, member];
      return { data: member };
    }),
    changeStaff: vi.fn(async (id: number, patch: { role?: StaffMember['role']; active?: boolean; phone?: string }) =>
      change(id, {
        ...(patch.role ? { role: patch.role } : {}),
        ...(patch.active === undefined ? {} : { active: patch.active }),
        ...(patch.phone === undefined ? {} : { phone: patch.phone }),
      }),
    ),
  };
};

const renderList = (dataProvider: object) =>
  renderInAdmin(
    <>
      <StaffList />
      <Notification />
    </>,
    { dataProvider: dataProvider as never, resource: 'staff' },
  );

describe('StaffList', () => {
  it('lists the staff with role and status', async () => {
    renderList(
      fakeStaffApi([
        staffMember({ id: 1, firstName: 'Dana', lastName: 'Owner', email: 'dana@ledgerleaf.ca', role: 'owner' }),
        staffMember({ id: 2, active: false, deactivatedAt: '2026-11-20T10:00:00.000Z' }),
      ]),
    );

    expect(await screen.findByText('dana@ledgerleaf.ca')).toBeInTheDocument();
    expect(screen.getByLabelText('Role of Dana Owner')).toHaveTextContent('Owner');
    expect(screen.getByLabelText('Role of Sam Rivera')).toHaveTextContent('Bookkeeper');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Dana Owner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate Sam Rivera' })).toBeInTheDocument();
  });

  it('invites a staff member with a role from the dialog', async () => {
    const api = fakeStaffApi([staffMember({ id: 1, role: 'owner', firstName: 'Dana', lastName: 'Owner' })]);
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    const send = within(dialog).getByRole('button', { name: 'Send invitation' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), ' kim@ledgerleaf.ca ');
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Kim');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Nguyen');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Reviewer' }));
    await userEvent.click(send);

    expect(api.inviteStaff).toHaveBeenCalledWith({ email: 'kim@ledgerleaf.ca', firstName: 'Kim', lastName: 'Nguyen', role: 'reviewer' });
    expect(await screen.findByText(STAFF_MESSAGES.invited)).toBeInTheDocument();
    expect(await screen.findByText('kim@ledgerleaf.ca')).toBeInTheDocument();
  });

  it('changes a role and deactivates a member, each with its toast', async () => {
    const api = fakeStaffApi([staffMember({ id: 5 })]);
    renderList(api);
    await userEvent.click(await screen.findByLabelText('Role of Sam Rivera'));
    await userEvent.click(await screen.findByRole('option', { name: 'Reviewer' }));
    expect(api.changeStaff).toHaveBeenCalledWith(5, { role: 'reviewer' });
    expect(await screen.findByText(STAFF_MESSAGES.roleChanged)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Sam Rivera' }));
    expect(api.changeStaff).toHaveBeenCalledWith(5, { active: false });
    expect(await screen.findByText(STAFF_MESSAGES.memberDeactivated)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reactivate Sam Rivera' })).toBeInTheDocument();
  });

  it('saves a direct line when the phone field is left, and nothing when it did not change', async () => {
    const api = fakeStaffApi([staffMember({ id: 5, phone: '' })]);
    renderList(api);
    const phone = await screen.findByLabelText('Phone of Sam Rivera');
    await userEvent.click(phone);
    await userEvent.tab();
    expect(api.changeStaff).not.toHaveBeenCalled();
    await userEvent.type(phone, ' +1 416 555 0142 {Enter}');
    expect(api.changeStaff).toHaveBeenCalledWith(5, { phone: '+1 416 555 0142' });
    expect(await screen.findByText(STAFF_MESSAGES.phoneChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone of Sam Rivera')).toHaveValue('+1 416 555 0142'));
  });

  it("shows the API's words when the last owner would be demoted", async () => {
    const api = fakeStaffApi([staffMember({ id: 1, role: 'owner', firstName: 'Dana', lastName: 'Owner' })]);
    api.changeStaff.mockRejectedValueOnce(
      new HttpError(STAFF_MESSAGES.lastOwner, 409, { statusCode: 409, error: STAFF_MESSAGES.lastOwner, message: STAFF_MESSAGES.lastOwner }),
    );
    renderList(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Dana Owner' }));
    expect(await screen.findByText(STAFF_MESSAGES.lastOwner)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deactivate Dana Owner' })).toBeEnabled());
  });

  it('shows the empty state and a load error', async () => {
    const { unmount } = renderList(fakeStaffApi([]));
    expect(await screen.findByText(STAFF_MESSAGES.noStaff)).toBeInTheDocument();
    unmount();
    renderList({ getList: vi.fn(async () => Promise.reject(new HttpError('Server communication error', 500))) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server communication error');
  });
});
