import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ACCOUNT_MANAGER_TEXTS, type AccountManagerResponse } from '@ledgerleaf/contracts';
import { errorResponse, jsonResponse, pending, stubApi } from '../../test/api-mock';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const routes: RouteObject[] = [{ path: '/dashboard', element: <DashboardPage /> }];
const MANAGER = 'GET /api/user/account-manager';
const dashboard = (manager: () => Response | Promise<Response>) =>
  stubApi({
    'GET /api/user': () => jsonResponse(makeUser()),
    'GET /api/plaid/monthly-reports': () => jsonResponse({ status: 'ready', reports: [], builds: [] }),
    'GET /api/questions': () => jsonResponse({ questions: [] }),
    'GET /api/plaid/user-categories': () => jsonResponse({ categories: [] }),
    [MANAGER]: manager,
  });
const card = async () => screen.findByRole('region', { name: ACCOUNT_MANAGER_TEXTS.title });

describe('the dashboard’s account manager card', () => {
  it('shows that it is loading', async () => {
    dashboard(pending);
    renderRoutes(routes, '/dashboard');
    expect(await within(await card()).findByRole('progressbar', { name: 'Loading your account manager' })).toBeInTheDocument();
  });

  it('says the firm will assign one while there is none, and still leads to Messages', async () => {
    dashboard(() => jsonResponse({ manager: null } satisfies AccountManagerResponse));
    const { router } = renderRoutes(routes, '/dashboard');
    const region = await card();
    expect(await within(region).findByText(ACCOUNT_MANAGER_TEXTS.none)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Open Messages' }));
    expect(router.state.location.search).toBe('?tab=messages');
  });

  it('shows the error with a retry that loads the manager', async () => {
    let fail = true;
    dashboard(() =>
      fail ? errorResponse(500, 'Internal server error') : jsonResponse({ manager: { name: 'Jordan Park', initials: 'JP', photoUrl: null, phone: null } }),
    );
    renderRoutes(routes, '/dashboard');
    const region = await card();
    expect(await within(region).findByText(ACCOUNT_MANAGER_TEXTS.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('Jordan Park')).toBeInTheDocument();
  });

  it('names the manager with their initials and opens the Messages tab; no phone line without one', async () => {
    dashboard(() => jsonResponse({ manager: { name: 'Jordan Park', initials: 'JP', photoUrl: null, phone: null } } satisfies AccountManagerResponse));
    const { router } = renderRoutes(routes, '/dashboard');
    const region = await card();
    expect(await within(region).findByText('Jordan Park')).toBeInTheDocument();
    expect(within(region).getByText('JP')).toBeInTheDocument();
    expect(within(region).queryByText(new RegExp(ACCOUNT_MANAGER_TEXTS.directLine))).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: ACCOUNT_MANAGER_TEXTS.message }));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the direct line the API answers for an annual plan, as a phone link', async () => {
    dashboard(() =>
      jsonResponse({ manager: { name: 'Jordan Park', initials: 'JP', photoUrl: null, phone: '+1 416 555 0142' } } satisfies AccountManagerResponse),
    );
    renderRoutes(routes, '/dashboard');
    const region = await card();
    const link = await within(region).findByRole('link', { name: '+1 416 555 0142' });
    expect(link).toHaveAttribute('href', 'tel:+14165550142');
    expect(within(region).getByText(new RegExp(ACCOUNT_MANAGER_TEXTS.directLine))).toBeInTheDocument();
  });

  it("shows the manager's photo when the API gives one (the initials stay as the fallback)", async () => {
    const photoUrl = '/api/user/account-manager/photo?v=0123456789ab';
    dashboard(() => jsonResponse({ manager: { name: 'Jordan Park', initials: 'JP', photoUrl, phone: null } } satisfies AccountManagerResponse));
    renderRoutes(routes, '/dashboard');
    const region = await card();
    expect(await within(region).findByRole('img', { name: 'Jordan Park' })).toHaveAttribute('src', photoUrl);
  });
});
