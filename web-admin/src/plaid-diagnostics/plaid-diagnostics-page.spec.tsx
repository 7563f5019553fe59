import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { DIAGNOSTICS_TEXTS, type TestConnectionResponse, type TestCredentialsResponse } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../test/no-retry-query-client';
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

const render = (dataProvider: ReturnType<typeof provider>) =>
  renderInAdmin(
    <>
      <PlaidDiagnosticsPage />
      <Notification />
    </>,
    { dataProvider: dataProvider as never, queryClient: noRetryQueryClient() },
  );

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
});
