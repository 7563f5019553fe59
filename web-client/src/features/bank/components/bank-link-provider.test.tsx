import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { BANK_TEXTS } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { installLinkStandIn } from '../test/link-stand-in';
import { pageReload } from '../utils/page-reload';
import { useBankLink } from './bank-link-context';
import { BankLinkProvider } from './bank-link-provider';

function Buttons() {
  const { connect, reconnect, busy } = useBankLink();
  return (
    <>
      <button type="button" onClick={connect} disabled={busy}>
        Connect a bank
      </button>
      <button type="button" onClick={() => reconnect(4)} disabled={busy}>
        Reconnect TD
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <BankLinkProvider>
        <Buttons />
      </BankLinkProvider>
    ),
  },
];
const token = () => jsonResponse({ link_token: 'link-sandbox-123', expiration: '2026-11-23T22:00:00Z' });

beforeEach(() => installLinkStandIn());
afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('[data-plaid-link-stand-in]').forEach((el) => el.remove());
});

describe('BankLinkProvider', () => {
  it('opens Link with a new token and hands the public token and institution to set-access-token', async () => {
    const fetchMock = stubApi({
      'POST /api/plaid/create-link-token': token,
      'POST /api/plaid/set-access-token': () => jsonResponse({ message: 'Bank connected. Transactions are being imported.', item: {}, accounts: [] }),
    });
    renderRoutes(routes);

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    const link = await screen.findByRole('dialog', { name: 'Select your bank' });
    await userEvent.click(within(link).getByRole('button', { name: 'Continue' }));
    const accounts = await screen.findByRole('dialog', { name: 'Share your accounts' });
    expect(within(accounts).getByRole('list', { name: 'Accounts at First Platypus Bank' })).toHaveTextContent(
      /Business Chequing.*Business Savings.*Business Visa/,
    );
    await userEvent.click(within(accounts).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Bank connected. Transactions are being imported.')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, 'POST', '/api/plaid/set-access-token') as { public_token: string }[];
    expect(body).toMatchObject({ institution_id: 'ins_109508', institution_name: 'First Platypus Bank' });
    expect(body.public_token).toMatch(/^public-sandbox-ins_109508-/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect a bank' })).toBeEnabled());
  });

  it("shows Link's display message when the bank login fails, and nothing when the user just closes Link", async () => {
    stubApi({ 'POST /api/plaid/create-link-token': token });
    renderRoutes(routes);

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    let link = await screen.findByRole('dialog', { name: 'Select your bank' });
    await userEvent.click(within(link).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect a bank' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    link = await screen.findByRole('dialog', { name: 'Select your bank' });
    await userEvent.selectOptions(within(link).getByLabelText('Institution'), 'Error Bank');
    await userEvent.click(within(link).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/The credentials you provided were incorrect/);
  });

  it('reconnects in update mode and marks the connection repaired', async () => {
    const fetchMock = stubApi({
      'POST /api/plaid/reconnect-link-token': token,
      'POST /api/plaid/items/4/reconnected': () => jsonResponse({ message: 'Bank connection restored. Transactions are being refreshed.', item: {} }),
    });
    renderRoutes(routes);

    await userEvent.click(screen.getByRole('button', { name: 'Reconnect TD' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Select your bank' })).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Share your accounts' })).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Bank connection restored. Transactions are being refreshed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/plaid/reconnect-link-token')).toEqual([{ itemId: 4 }]);
    expect(callsTo(fetchMock, 'POST', '/api/plaid/items/4/reconnected')).toHaveLength(1);
  });

  it("says 'Reconnection Error' when no update-mode token comes back", async () => {
    stubApi({ 'POST /api/plaid/reconnect-link-token': () => errorResponse(404, 'Bank connection not found') });
    renderRoutes(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect TD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${BANK_TEXTS.reconnectErrorTitle}Bank connection not found`);
  });

  it("toasts 'Session Error' on an HTML answer and reloads the page 3 seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    stubApi({
      'POST /api/plaid/create-link-token': () => new Response('<!doctype html><html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    });
    renderRoutes(routes);

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BANK_TEXTS.sessionErrorTitle);
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("names an empty answer, a JSON answer without a token, and 'Failed to create link token'", async () => {
    const answers = [
      () => new Response('', { status: 200 }),
      () => jsonResponse({ expiration: 'soon' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    stubApi({ 'POST /api/plaid/create-link-token': () => answers.shift()!() });
    renderRoutes(routes);

    for (const expected of [BANK_TEXTS.emptyResponse, BANK_TEXTS.noLinkToken, BANK_TEXTS.linkTokenFailed]) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Connect a bank' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(expected));
    }
  });

  it('explains Configuration Required with the setup steps and the redirect URI', async () => {
    stubApi({
      'POST /api/plaid/create-link-token': () =>
        jsonResponse(
          {
            statusCode: 503,
            error: 'Configuration Required',
            message: 'Bank connections are not set up on this server yet.',
            redirect_uri: 'https://books.example.ca/oauth-callback',
            setup_steps: ['Set PLAID_CLIENT_ID and PLAID_SECRET.'],
            missing: ['PLAID_CLIENT_ID', 'PLAID_SECRET'],
          },
          503,
        ),
    });
    renderRoutes(routes);

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration Required' });
    expect(within(dialog).getByText('https://books.example.ca/oauth-callback')).toBeInTheDocument();
    expect(within(dialog).getByText('Set PLAID_CLIENT_ID and PLAID_SECRET.')).toBeInTheDocument();
    expect(within(dialog).getByText('Missing settings: PLAID_CLIENT_ID, PLAID_SECRET')).toBeInTheDocument();
  });
});
