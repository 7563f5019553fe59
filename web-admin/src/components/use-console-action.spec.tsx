import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { renderInAdmin } from '../test/render-in-admin';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { useConsoleAction, type ConsoleActionOptions } from './use-console-action';

type Options = ConsoleActionOptions<number, { data: { id: number } }>;

const Action = (options: Options) => {
  const { mutate, isPending } = useConsoleAction(options);
  return (
    <button type="button" disabled={isPending} onClick={() => mutate(31)}>
      Go
    </button>
  );
};

/** Renders one action over a data provider with a named method; `invalidateQueries` is what react-admin's refresh calls. */
const renderAction = (markMessageRead: ReturnType<typeof vi.fn>, options: Partial<Options> = {}) => {
  const queryClient = noRetryQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderInAdmin(
    <>
      <Action call={(dataProvider, id) => dataProvider.markMessageRead(id)} success="Status updated" failure="Failed to update status" {...options} />
      <Notification />
    </>,
    { dataProvider: { markMessageRead } as never, queryClient },
  );
  return { invalidate };
};

const click = () => userEvent.click(screen.getByRole('button', { name: 'Go' }));

describe('useConsoleAction', () => {
  it('calls the named method with the variables, toasts the success and reads every view again', async () => {
    const markMessageRead = vi.fn().mockResolvedValue({ data: { id: 31 } });
    const onSuccess = vi.fn();
    const { invalidate } = renderAction(markMessageRead, { onSuccess });

    await click();

    expect(markMessageRead).toHaveBeenCalledWith(31);
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({ data: { id: 31 } }, 31);
    expect(invalidate).toHaveBeenCalled();
  });

  it("shows the server's own words when it gives some, and reads nothing again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markMessageRead = vi.fn().mockRejectedValue(new HttpError('Gone', 404, { statusCode: 404, error: 'Message not found' }));
    const onSettled = vi.fn();
    const { invalidate } = renderAction(markMessageRead, { onSettled });

    await click();

    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    expect(screen.queryByText('Status updated')).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("shows a server error's reference under its words, for staff to quote", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markMessageRead = vi
      .fn()
      .mockRejectedValue(
        new HttpError('Something went wrong', 500, { statusCode: 500, error: 'Something went wrong on our side. Please try again.', requestId: 'req-5xx-31' }),
      );
    renderAction(markMessageRead);

    await click();

    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Reference: req-5xx-31')).toBeInTheDocument();
  });

  it('shows no reference for a refusal the words explain (4xx)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markMessageRead = vi.fn().mockRejectedValue(new HttpError('Gone', 404, { statusCode: 404, error: 'Message not found', requestId: 'req-404' }));
    renderAction(markMessageRead);

    await click();

    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
  });

  it('falls back to the given words, under a title when asked, and refreshes after a failure when told to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markMessageRead = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { invalidate } = renderAction(markMessageRead, {
      failure: (id) => `Message ${id} was not updated`,
      failureNotice: (words) => ({ title: 'Error', text: words }),
      refresh: 'always',
    });

    await click();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Message 31 was not updated')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalled();
  });

  it('builds the success toast from the answer, with its own type, and can leave the views alone', async () => {
    const markMessageRead = vi.fn().mockResolvedValue({ data: { id: 31 } });
    const { invalidate } = renderAction(markMessageRead, {
      success: ({ data }) => ({ title: 'Done', text: `Message ${data.id} read`, type: 'info' }),
      refresh: 'never',
    });

    await click();

    expect(await screen.findByText('Message 31 read')).toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).toBeEnabled());
    expect(invalidate).not.toHaveBeenCalled();
  });
});
