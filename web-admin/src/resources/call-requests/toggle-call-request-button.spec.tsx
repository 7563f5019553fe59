import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification, RecordContextProvider } from 'react-admin';
import type { CallRequestRow } from '@ledgerleaf/contracts';
import { ToggleCallRequestButton } from './toggle-call-request-button';
import { renderInAdmin } from '../../test/render-in-admin';
import { callRequestRow } from '../../test/fixtures';

const renderButton = (record: CallRequestRow, setCallRequestStatus: ReturnType<typeof vi.fn>) =>
  renderInAdmin(
    <>
      <RecordContextProvider value={record}>
        <ToggleCallRequestButton />
      </RecordContextProvider>
      <Notification />
    </>,
    { dataProvider: { setCallRequestStatus } as never, resource: 'call-requests' },
  );

describe('ToggleCallRequestButton', () => {
  it('marks a pending request completed and confirms it', async () => {
    const record = callRequestRow({ id: 31, status: 'pending' });
    const setCallRequestStatus = vi.fn().mockResolvedValue({ data: { ...record, status: 'completed' } });
    renderButton(record, setCallRequestStatus);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));

    expect(setCallRequestStatus).toHaveBeenCalledWith(31, 'completed');
    expect(await screen.findByText('Call request status updated')).toBeInTheDocument();
  });

  it('puts a completed request back to pending', async () => {
    const record = callRequestRow({ id: 32, status: 'completed' });
    const setCallRequestStatus = vi.fn().mockResolvedValue({ data: { ...record, status: 'pending' } });
    renderButton(record, setCallRequestStatus);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Pending' }));

    expect(setCallRequestStatus).toHaveBeenCalledWith(32, 'pending');
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();
  });

  it('says "Failed to update status" when the call fails without an explanation', async () => {
    // react-query logs the rejection; the toast below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const setCallRequestStatus = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderButton(callRequestRow(), setCallRequestStatus);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(screen.queryByText('Call request status updated')).not.toBeInTheDocument();
  });

  it("shows the server's own message when it gives one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const setCallRequestStatus = vi.fn().mockRejectedValue(new HttpError('Call request not found', 404, { statusCode: 404, error: 'Call request not found' }));
    renderButton(callRequestRow(), setCallRequestStatus);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Call request not found')).toBeInTheDocument();
  });

  it('cannot be clicked twice while the change is on its way', async () => {
    let finish: (value: unknown) => void = () => {};
    const setCallRequestStatus = vi.fn().mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderButton(callRequestRow(), setCallRequestStatus);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));

    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
    finish({ data: callRequestRow({ status: 'completed' }) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled());
    expect(setCallRequestStatus).toHaveBeenCalledTimes(1);
  });
});
