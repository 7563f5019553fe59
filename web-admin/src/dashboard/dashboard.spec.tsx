import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dashboard } from './dashboard';
import { renderInAdmin } from '../test/render-in-admin';
import { noRetryQueryClient } from '../test/no-retry-query-client';

describe('Dashboard', () => {
  it('shows the counts, each card opening the list of what it counts', async () => {
    const getAdminStats = vi.fn().mockResolvedValue({ pendingCallRequests: 2, unreadMessages: 5, users: 14 });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 3 });
    renderInAdmin(<Dashboard />, { dataProvider: { getAdminStats, getList } as never });

    const calls = await screen.findByRole('link', { name: 'Pending call requests: 2' });
    expect(calls).toHaveAttribute('href', expect.stringContaining('/call-requests?filter='));
    expect(decodeURIComponent(calls.getAttribute('href') ?? '')).toContain('{"status":"pending"}');
    const messages = screen.getByRole('link', { name: 'Unread messages: 5' });
    expect(decodeURIComponent(messages.getAttribute('href') ?? '')).toContain('/messages?filter={"status":"unread"}');
    expect(screen.getByRole('link', { name: 'Users: 14' })).toHaveAttribute('href', expect.stringMatching(/\/users$/));
    const csv = await screen.findByRole('link', { name: 'CSV uploads to categorize: 3' });
    expect(csv).toHaveAttribute('href', expect.stringMatching(/\/csv-uploads$/));
    expect(getList).toHaveBeenCalledWith('csv-uploads', expect.objectContaining({ filter: { status: 'uploaded' } }));
    expect(await screen.findByRole('link', { name: 'Monthly reports to review: 3' })).toHaveAttribute('href', expect.stringMatching(/\/monthly-reports$/));
  });

  it('links to the Plaid diagnostics page', async () => {
    renderInAdmin(<Dashboard />, { dataProvider: { getAdminStats: vi.fn(() => new Promise(() => {})) } as never });
    expect(await screen.findByRole('link', { name: 'Plaid Diagnostics' })).toHaveAttribute('href', expect.stringMatching(/\/plaid-diagnostics$/));
  });

  it('shows placeholders while the counts load', async () => {
    renderInAdmin(<Dashboard />, {
      dataProvider: { getAdminStats: vi.fn(() => new Promise(() => {})), getList: vi.fn(() => new Promise(() => {})) } as never,
    });

    expect(await screen.findByRole('link', { name: 'Pending call requests: …' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('explains a failure and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getAdminStats = vi
      .fn()
      .mockRejectedValueOnce(new Error('Service unavailable'))
      .mockResolvedValueOnce({ pendingCallRequests: 1, unreadMessages: 0, users: 4 });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    renderInAdmin(<Dashboard />, { dataProvider: { getAdminStats, getList } as never, queryClient: noRetryQueryClient() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Pending call requests: 1' })).toBeInTheDocument();
  });
});
