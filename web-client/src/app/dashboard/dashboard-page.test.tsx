import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ACCOUNT_TEXTS, CSV_MESSAGES, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../test/api-mock';
import { makeCategory, makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { DASHBOARD_TABS } from './dashboard-tabs';

const routes: RouteObject[] = [{ path: '/dashboard', element: <DashboardPage /> }];

describe('DashboardPage', () => {
  it('greets the user and opens on Monthly Reports, with the spec tabs in order, Balance Sheet after Monthly Reports, Sales tax and Messages before Profile', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser({ firstName: 'Jasmeet' })),
      'GET /api/plaid/monthly-reports': () => jsonResponse({ status: 'ready', reports: [], builds: [] }),
    });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jasmeet!' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Manual Submission Bookkeeping',
      'Manual Submissions History',
      'Monthly Reports',
      'Balance Sheet',
      'CSV Upload & AI Categorization',
      'Receipts',
      'Sales tax',
      'Messages',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'Monthly Reports' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Monthly Reports' });
    expect(await within(panel).findByText('No reports yet')).toBeInTheDocument();
    expect(within(panel).getByText(REPORT_MESSAGES.autoGenerationNote)).toBeInTheDocument();
  });

  it('shows the firm’s unread messages as a badge on the Messages tab', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'GET /api/plaid/monthly-reports': () => jsonResponse({ status: 'ready', reports: [], builds: [] }),
      'GET /api/conversation?limit=30': () =>
        jsonResponse({ items: [], nextBefore: null, unreadCount: 2, otherSideRead: { upToMessageId: null, readAt: null } }),
    });
    renderRoutes(routes, '/dashboard');
    const tab = await screen.findByRole('tab', { name: 'Messages, 2 unread' });
    expect(within(tab).getByText('2')).toBeInTheDocument();
  });

  it('keeps the selected tab in the URL', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()), 'GET /api/csv/uploads': () => jsonResponse([]) });
    const { router } = renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('tab', { name: 'CSV Upload & AI Categorization' }));

    expect(router.state.location.search).toBe('?tab=csv');
    const panel = screen.getByRole('tabpanel', { name: 'CSV Upload & AI Categorization' });
    expect(await within(panel).findByText(CSV_MESSAGES.emptyTitle)).toBeInTheDocument();
  });

  it('splits Monthly Reports into Reports and Category Configuration', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'GET /api/plaid/user-categories': () => jsonResponse({ categories: [makeCategory()] }),
    });
    const { router } = renderRoutes(routes, '/dashboard');

    const sections = await screen.findByRole('tablist', { name: 'Monthly Reports sections' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Reports', 'Category Configuration']);
    await userEvent.click(within(sections).getByRole('tab', { name: 'Category Configuration' }));

    expect(router.state.location.search).toBe('?view=categories');
    expect(await screen.findByRole('heading', { name: 'Expense categories' })).toBeInTheDocument();
    expect(screen.getByText('Software')).toBeInTheDocument();
  });

  it('opens the tab named in the URL, and Monthly Reports for an unknown one', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser()) });
    const first = renderRoutes(routes, '/dashboard?tab=profile');

    expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
    first.unmount();

    renderRoutes(routes, '/dashboard?tab=nowhere');
    expect(await screen.findByRole('tab', { name: 'Monthly Reports' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks an account without a plan to choose one, and the banner opens the plan dialog', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'NONE' })) });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText(ACCOUNT_TEXTS.choosePlanBanner)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByRole('button', { name: 'Choose Monthly' })).toBeEnabled();
  });

  it('shows no plan banner to a paying client or to staff', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'MONTHLY' })) });
    const first = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ACCOUNT_TEXTS.choosePlanBanner)).not.toBeInTheDocument();
    first.unmount();

    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'NONE', isAdmin: true })) });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(ACCOUNT_TEXTS.choosePlanBanner)).not.toBeInTheDocument();
  });

  it('opens the plan dialog with the plan chosen in the pricing section, and forgets it once closed', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(makeUser({ paymentPlan: 'NONE' })) });
    const { router } = renderRoutes(routes, '/dashboard?choosePlan=ANNUAL');

    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(within(dialog).getByRole('region', { name: 'Annual' })).getByText('Your pick')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens the bank Transactions view from its card, at ?tab=transactions, outside the tab list', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(makeUser()),
      'GET /api/plaid/transactions?page=1&limit=500&sortColumn=date&sortDirection=desc': () =>
        jsonResponse({
          transactions: [],
          accounts: [],
          pagination: { total: 0, page: 1, limit: 500, totalPages: 0 },
          sort: { column: 'date', direction: 'desc' },
        }),
    });
    const { router } = renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'View transactions' }));

    expect(router.state.location.search).toBe('?tab=transactions');
    expect(within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab')).toHaveLength(DASHBOARD_TABS.length);
    expect(screen.queryByRole('tab', { name: 'Monthly Reports', selected: true })).not.toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Bank transactions' });
    expect(await within(panel).findByText('No bank accounts connected')).toBeInTheDocument();
    expect(within(panel).getByText('Banks only provide about 90 days of transaction history.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
  });
});
