import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_TEXTS } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { useBankLink } from './bank-link-context';
import { BankLinkProvider } from './bank-link-provider';

// Its own file: react-plaid-link remembers a loaded script for the whole module.
function ConnectButton() {
  const { connect } = useBankLink();
  return (
    <button type="button" onClick={connect}>
      Connect a bank
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('BankLinkProvider without the CDN script', () => {
  it('gives up after 30 one-second checks and says the interface failed to load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'POST /api/plaid/create-link-token': () => jsonResponse({ link_token: 'link-sandbox-1', expiration: 'x' }) });
    renderRoutes([
      {
        path: '/',
        element: (
          <BankLinkProvider>
            <ConnectButton />
          </BankLinkProvider>
        ),
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Connect a bank' }));
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByText(BANK_TEXTS.scriptLoadFailed)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText(BANK_TEXTS.scriptLoadFailed)).toBeInTheDocument();
  });
});
