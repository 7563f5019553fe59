import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { DIAGNOSTICS_TEXTS, type TestConnectionResponse, type TestCredentialsResponse } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../test/no-retry-query-client';
import { createI18nProvider } from '../i18n/i18n-provider';
import { renderInAdmin } from '../test/render-in-admin';
import { PlaidDiagnosticsPage } from './plaid-diagnostics-page';

const credentials = (overrides: Partial<TestCredentialsResponse> = {}): TestCredentialsResponse => ({
  status: 'success',
  environment: 'sandbox',
  client_id_present: true,
  secret_present: true,
  client_id_preview: '5f3a9c…',
  missing: [],
  message: 'Plaid credentials are set.',
  redirect_uri: `${window.location.origin}/oauth-callback`,
  expected_redirect_uri: `${window.location.origin}/oauth-callback`,
  ...overrides,
});

const connection = (overrides: Partial<TestConnectionResponse> = {}): TestConnectionResponse => ({
  status: 'success',
  environment: 'sandbox',
  api_url: 'https://sandbox.plaid.com',
  timestamp: '2026-11-23T18:00:00.000Z',
  message: 'Plaid answered /institutions/get_by_id.',
  api_response: { institution: { institution_id: 'ins_1', name: 'Bank of America' } },
  ...overrides,
});

const provider = (overrides: Record<string, unknown> = {}) => ({
  testPlaidCredentials: vi.fn().mockResolvedValue(credentials()),
  testPlaidConnection: vi.fn().mockResolvedValue(connection()),
  testInstitutionName: vi.fn(),
  ...overrides,
});

const render = (dataProvider: ReturnType<typeof provider>, locale?: 'fr-CA') =>
  renderInAdmin(
    <>
      <PlaidDiagnosticsPage />
      <Notification />
    </>,
    { dataProvider: dataProvider as never, queryClient: noRetryQueryClient(), locale },
  );

/** English words the API or the English catalogue could leave on the French connection card. */
const ENGLISH = /Connection|Successful|Failed|Error|Unable|Missing|Details|Check|Plaid refused|invalid|Set PLAID|Timestamp|Response/;

/** The card's text without the collapsed response viewer (the API's raw answer: data, shown as received). */
const shownText = (card: HTMLElement) => {
  const copy = card.cloneNode(true) as HTMLElement;
  copy.querySelector('#plaid-response-details')?.remove();
  return copy.textContent ?? '';
};

describe('PlaidDiagnosticsPage', () => {
  it('shows the credentials, a successful connection with collapsible response details, and the redirect URIs', async () => {
    render(provider());

    const creds = await screen.findByRole('region', { name: 'Credentials test' });
    await within(creds).findByText('Success');
    expect(within(creds).getByText('Environment: sandbox')).toBeInTheDocument();
    expect(within(creds).getByText('Client ID: Present (5f3a9c…)')).toBeInTheDocument();
    expect(within(creds).getByText('Secret: Present')).toBeInTheDocument();

    const conn = screen.getByRole('region', { name: 'Connection test' });
    expect(await within(conn).findByText(DIAGNOSTICS_TEXTS.connectionSuccessful)).toBeInTheDocument();
    expect(within(conn).getByText('API URL: https://sandbox.plaid.com')).toBeInTheDocument();
    await userEvent.click(within(conn).getByRole('button', { name: 'Show Response Details' }));
    const details = within(conn).getByRole('region', { name: 'Response Details' });
    expect(details).toHaveTextContent('"Bank of America"');
    expect(details).toHaveStyle({ height: '300px', overflow: 'auto' });

    const uris = screen.getByRole('list', { name: 'Expected redirect URIs' });
    const items = within(uris).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${window.location.origin}/oauth-callbackConfigured`);
    expect(items[1]).toHaveTextContent('https://ledgerleaf.ca/oauth-callbackMissing');
  });

  it('names the missing settings and shows a failed connection with its Plaid error', async () => {
    render(
      provider({
        testPlaidCredentials: vi.fn().mockResolvedValue(
          credentials({
            status: 'error',
            client_id_present: false,
            secret_present: false,
            client_id_preview: null,
            missing: ['PLAID_CLIENT_ID', 'PLAID_SECRET'],
            redirect_uri: null,
          }),
        ),
        testPlaidConnection: vi.fn().mockResolvedValue(
          connection({
            status: 'error',
            error: 'invalid client_id or secret provided',
            error_type: 'INVALID_INPUT',
            error_code: 'INVALID_API_KEYS',
            details: 'Check PLAID_ENV.',
          }),
        ),
      }),
    );

    const creds = await screen.findByRole('region', { name: 'Credentials test' });
    expect(await within(creds).findByText(DIAGNOSTICS_TEXTS.missingCredentials)).toBeInTheDocument();
    expect(within(creds).getByText('Set PLAID_CLIENT_ID, PLAID_SECRET in the server environment.')).toBeInTheDocument();
    const conn = screen.getByRole('region', { name: 'Connection test' });
    expect(await within(conn).findByText(DIAGNOSTICS_TEXTS.connectionFailed)).toBeInTheDocument();
    expect(within(conn).getByText('Error code: INVALID_API_KEYS')).toBeInTheDocument();
    // the failure is explained by its code; Plaid's own words stay in the response details
    expect(within(conn).getByText(/^Error: Plaid refused the client ID and secret/)).toBeInTheDocument();
    expect(within(conn).queryByText(/invalid client_id or secret provided/)).not.toBeInTheDocument();
    expect(within(conn).getByRole('link', { name: "Check Plaid's status page" })).toHaveAttribute('href', DIAGNOSTICS_TEXTS.statusPageUrl);
    expect(screen.getByText('not set')).toBeInTheDocument();
  });

  it('reads unreachable endpoints as the spec says', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      provider({ testPlaidCredentials: vi.fn().mockRejectedValue(new Error('offline')), testPlaidConnection: vi.fn().mockRejectedValue(new Error('offline')) }),
    );

    const creds = await screen.findByRole('region', { name: 'Credentials test' });
    expect(await within(creds).findByText('Environment: unknown')).toBeInTheDocument();
    expect(within(creds).getByText('Client ID: Missing')).toBeInTheDocument();
    expect(within(creds).getByText('Secret: Missing')).toBeInTheDocument();
    expect(await screen.findByText(DIAGNOSTICS_TEXTS.connectionUnreachable)).toBeInTheDocument();
  });

  it('tests an institution name and shows the answer; a failure has the spec fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const testInstitutionName = vi
      .fn()
      .mockResolvedValueOnce({
        message: 'Plaid knows ins_1 as Bank of America, not Test Bank.',
        institution_id: 'ins_1',
        institution_name: 'Test Bank',
        plaid_name: 'Bank of America',
        matches: false,
      })
      .mockRejectedValueOnce(new Error('offline'));
    render(provider({ testInstitutionName }));

    const tester = await screen.findByRole('form', { name: 'Institution name tester' });
    expect(within(tester).getByLabelText(/Institution ID/)).toHaveValue('ins_1');
    expect(within(tester).getByLabelText(/Institution name/)).toHaveValue('Test Bank');
    await userEvent.click(within(tester).getByRole('button', { name: 'Test' }));
    expect(await within(tester).findByText('Plaid knows ins_1 as Bank of America, not Test Bank.')).toBeInTheDocument();
    expect(testInstitutionName).toHaveBeenCalledWith({ institution_id: 'ins_1', institution_name: 'Test Bank' });

    await userEvent.click(within(tester).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(DIAGNOSTICS_TEXTS.institutionTestFailed)).toBeInTheDocument();
  });

  it('tells a session without staff rights that admin access is required', async () => {
    render(
      provider({ testPlaidCredentials: vi.fn().mockRejectedValue(new HttpError('Forbidden', 403, { error: 'This area is for Ledgerleaf staff only.' })) }),
    );
    expect(await screen.findByText(DIAGNOSTICS_TEXTS.adminRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(DIAGNOSTICS_TEXTS.adminRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeEnabled());
  });

  it('has a troubleshooting accordion covering credentials, OAuth and the error codes', async () => {
    render(provider());
    await userEvent.click(await screen.findByRole('button', { name: 'API errors' }));
    expect(await screen.findByText(/PRODUCT_NOT_ENABLED/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Missing credentials' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OAuth redirect setup' })).toBeInTheDocument();
  });

  describe('in French (issue 31)', () => {
    // Each render sets the formatting language; the next test starts in English.
    afterEach(() => void createI18nProvider('en-CA'));

    it('shows a successful connection test with no English: the API’s stable message is said in French', async () => {
      render(provider({ testPlaidConnection: vi.fn().mockResolvedValue(connection({ message: DIAGNOSTICS_TEXTS.connectionSuccessful })) }), 'fr-CA');
      const conn = await screen.findByRole('region', { name: 'Vérification de la connexion' });
      expect(await within(conn).findByText('Connexion réussie')).toBeInTheDocument();
      expect(within(conn).getByText('URL de l’API : https://sandbox.plaid.com')).toBeInTheDocument();
      expect(within(conn).getByRole('button', { name: 'Afficher les détails de la réponse' })).toBeInTheDocument();
      expect(within(conn).getByText('Réussite')).toBeInTheDocument();
      expect(shownText(conn)).not.toMatch(ENGLISH);
      expect(shownText(conn)).not.toContain(DIAGNOSTICS_TEXTS.connectionSuccessful);
    });

    it('shows a failed test in French: missing credentials, and a Plaid error named by its code', async () => {
      const missing = connection({
        status: 'error',
        message: DIAGNOSTICS_TEXTS.connectionMissing,
        error: 'Missing PLAID_CLIENT_ID and PLAID_SECRET',
        error_type: 'CONFIGURATION',
        error_code: 'MISSING_CREDENTIALS',
        details: 'Set PLAID_CLIENT_ID and PLAID_SECRET (and PLAID_ENV) in the server environment, then restart.',
        api_response: undefined,
      });
      const { unmount } = render(provider({ testPlaidConnection: vi.fn().mockResolvedValue(missing) }), 'fr-CA');
      let conn = await screen.findByRole('region', { name: 'Vérification de la connexion' });
      expect(await within(conn).findByText('Échec de la connexion')).toBeInTheDocument();
      expect(within(conn).getByText(/^Erreur : Le serveur n’a pas d’identifiants Plaid/)).toBeInTheDocument();
      expect(within(conn).getByText('Code d’erreur : MISSING_CREDENTIALS')).toBeInTheDocument();
      expect(within(conn).getByRole('link', { name: 'Consulter la page d’état de Plaid' })).toBeInTheDocument();
      expect(shownText(conn)).not.toMatch(ENGLISH);
      unmount();

      const refused = connection({
        status: 'error',
        message: DIAGNOSTICS_TEXTS.connectionMissing,
        error: 'the provided access token is in an invalid format',
        error_type: 'INVALID_INPUT',
        error_code: 'INVALID_ACCESS_TOKEN',
        details: 'Plaid request id abc123',
      });
      render(provider({ testPlaidConnection: vi.fn().mockResolvedValue(refused) }), 'fr-CA');
      conn = await screen.findByRole('region', { name: 'Vérification de la connexion' });
      expect(await within(conn).findByText(/^Erreur : Plaid a refusé l’appel de vérification/)).toBeInTheDocument();
      expect(within(conn).getByText('Code d’erreur : INVALID_ACCESS_TOKEN')).toBeInTheDocument();
      expect(shownText(conn)).not.toMatch(ENGLISH);
    });
  });
});
