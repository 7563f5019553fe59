import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { BANK_TEXTS } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { makeAccount, makeItem } from '../test/bank-fixtures';
import { ConnectedAccountsSection } from './connected-accounts-section';

const routes: RouteObject[] = [{ path: '/', element: <ConnectedAccountsSection /> }];

const bank = (hidden: string[] = []) => ({
  'GET /api/plaid/items': () => jsonResponse({ items: [makeItem()] }),
  'GET /api/plaid/accounts': () =>
    jsonResponse({
      accounts: [
        makeAccount({ isHidden: hidden.includes('acc-chequing') }),
        makeAccount({ id: 11, accountId: 'acc-visa', name: 'Business Visa', mask: '9876', subtype: 'credit card', isHidden: hidden.includes('acc-visa') }),
      ],
    }),
  'GET /api/plaid/account-visibility': () => jsonResponse({ hiddenAccountIds: hidden }),
});

describe('ConnectedAccountsSection', () => {
  it('lists each bank with its accounts and mirrors the hidden accounts in local storage', async () => {
    window.localStorage.removeItem('hiddenAccountIds');
    stubApi(bank(['acc-visa']));
    renderRoutes(routes);

    const card = await screen.findByRole('article', { name: 'RBC Royal Bank' });
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Show Business Chequing ••4321 in transactions' })).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Show Business Visa ••9876 in transactions' })).not.toBeChecked();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('hiddenAccountIds') ?? 'null')).toEqual(['acc-visa']));
  });

  it('hides an account on the server and updates the mirror; a failure says so', async () => {
    window.localStorage.setItem('hiddenAccountIds', '[]');
    const fetchMock = stubApi({
      ...bank(),
      'POST /api/plaid/account-visibility': () => jsonResponse({ hiddenAccountIds: ['acc-chequing'] }),
    });
    renderRoutes(routes);

    const chequing = await screen.findByRole('switch', { name: 'Show Business Chequing ••4321 in transactions' });
    await userEvent.click(chequing);
    await waitFor(() => expect(chequing).not.toBeChecked());
    expect(bodiesOf(fetchMock, 'POST', '/api/plaid/account-visibility')).toEqual([{ accountId: 'acc-chequing', isHidden: true }]);
    expect(JSON.parse(window.localStorage.getItem('hiddenAccountIds') ?? 'null')).toEqual(['acc-chequing']);

    stubApi({ ...bank(), 'POST /api/plaid/account-visibility': () => errorResponse(500, 'Database unavailable') });
    await userEvent.click(screen.getByRole('switch', { name: 'Show Business Visa ••9876 in transactions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_TEXTS.visibilityFailed);
  });

  it('disconnects only after a prompt warning that all transactions are removed', async () => {
    const fetchMock = stubApi({ ...bank(), 'DELETE /api/plaid/items/1': () => jsonResponse({ message: 'Bank disconnected and its transactions removed.' }) });
    renderRoutes(routes);

    await userEvent.click(within(await screen.findByRole('article', { name: 'RBC Royal Bank' })).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect RBC Royal Bank?' });
    expect(dialog).toHaveTextContent(BANK_TEXTS.disconnectWarning);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/plaid/items/1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Bank disconnected and its transactions removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/plaid/items/1')).toHaveLength(1);
  });

  it("says 'Failed to disconnect' and 'Refresh failed' with the server's reason", async () => {
    stubApi({
      ...bank(),
      'DELETE /api/plaid/items/1': () => errorResponse(502, 'The bank service answered with an error.'),
      'POST /api/plaid/refresh-accounts': () => errorResponse(429, 'Please wait a minute before refreshing again.'),
    });
    renderRoutes(routes);

    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${BANK_TEXTS.refreshFailed}Please wait a minute before refreshing again.`);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${BANK_TEXTS.disconnectFailed}The bank service answered with an error.`));
  });

  it('marks a connection that needs reconnection and offers Reconnect', async () => {
    stubApi({
      ...bank(),
      'GET /api/plaid/items': () => jsonResponse({ items: [makeItem({ status: 'needs_reconnection', errorCode: 'ITEM_LOGIN_REQUIRED' })] }),
    });
    renderRoutes(routes);

    const card = await screen.findByRole('article', { name: 'RBC Royal Bank' });
    expect(within(card).getByText('Needs reconnection')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  });

  it('invites a client without a bank to connect one', async () => {
    stubApi({});
    renderRoutes(routes);
    expect(await screen.findByText(/No bank accounts connected/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a bank' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it("shows a new connection's first import, but not for one waiting for Reconnect", async () => {
    stubApi({
      ...bank(),
      'GET /api/plaid/items': () =>
        jsonResponse({
          items: [makeItem({ lastSyncedAt: null }), makeItem({ id: 2, institutionName: 'TD Canada Trust', lastSyncedAt: null, status: 'needs_reconnection' })],
        }),
    });
    renderRoutes(routes);

    expect(await screen.findByText('Importing transactions from RBC Royal Bank...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing transactions' })).toBeInTheDocument();
  });
});
