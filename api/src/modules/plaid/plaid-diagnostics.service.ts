import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LOCALE,
  type Locale,
  type TestConnectionResponse,
  type TestCredentialsResponse,
  type TestInstitutionNameResponse,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { translate } from '../../common/i18n/translator';
import { AppConfig } from '../../config/app-config';
import { PlaidAdapter, PlaidCallError } from './plaid.adapter';

/** Staff diagnostics of the Plaid integration (admin-spec sections 2, 3, 7). Never shows a secret. */
@Injectable()
export class PlaidDiagnosticsService {
  constructor(
    private readonly plaid: PlaidAdapter,
    private readonly config: AppConfig,
  ) {}

  /** `message` in `locale` (the asker's). */
  testCredentials(locale: Locale = DEFAULT_LOCALE): TestCredentialsResponse {
    const text = (key: string, params: Record<string, unknown> = {}) => translate(locale, `plaidDiagnostics:${key}`, params);
    const { clientId, secret, redirectUri } = this.config.plaid;
    const missing = this.plaid.missingSettings();
    const expected = this.plaid.expectedRedirectUri;
    const redirectMismatch = Boolean(redirectUri && redirectUri !== expected);
    const status = missing.length ? 'error' : redirectMismatch || !redirectUri ? 'warning' : 'success';
    const message = missing.length
      ? text('missing', { missing: missing.join(text('and')) })
      : !redirectUri
        ? text('noRedirectUri')
        : redirectMismatch
          ? text('redirectMismatch', { redirectUri, expected })
          : text('allSet');
    return {
      status,
      environment: this.plaid.environment,
      client_id_present: Boolean(clientId),
      secret_present: Boolean(secret),
      client_id_preview: clientId ? `${clientId.slice(0, 6)}…` : null,
      missing,
      message,
      redirect_uri: redirectUri ?? null,
      expected_redirect_uri: expected,
    };
  }

  async testConnection(): Promise<TestConnectionResponse> {
    const base = { environment: this.plaid.environment, api_url: this.plaid.basePath, timestamp: new Date().toISOString() };
    if (!this.plaid.configured) {
      const missing = this.plaid.missingSettings();
      return {
        ...base,
        status: 'error',
        message: 'Unable to connect to Plaid API',
        error: `Missing ${missing.join(' and ')}`,
        error_type: 'CONFIGURATION',
        error_code: 'MISSING_CREDENTIALS',
        details: 'Set PLAID_CLIENT_ID and PLAID_SECRET (and PLAID_ENV) in the server environment, then restart.',
      };
    }
    const result = await this.plaid.probe();
    if (result.ok) return { ...base, status: 'success', message: 'Connection Successful', api_response: result.response };
    const error = result.error;
    return {
      ...base,
      status: 'error',
      message: 'Unable to connect to Plaid API',
      error: error.message,
      error_type: error.errorType,
      error_code: error.errorCode,
      details: error.displayMessage ?? (error.requestId ? `Plaid request id ${error.requestId}` : error.message),
      api_response: error.body,
    };
  }

  /** `message` in `locale` (the asker's). */
  async testInstitutionName(institutionId: string, institutionName: string, locale: Locale = DEFAULT_LOCALE): Promise<TestInstitutionNameResponse> {
    if (!this.plaid.configured) throw this.plaid.configurationRequired();
    let plaidName: string | null;
    try {
      plaidName = await this.plaid.institutionName(institutionId);
    } catch (error) {
      const detail = error instanceof PlaidCallError ? `${error.errorCode}: ${error.message}` : String(error);
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, { key: 'errors:plaidLookupFailed', params: { institutionId, detail } });
    }
    const matches = plaidName !== null && plaidName.trim().toLowerCase() === institutionName.trim().toLowerCase();
    const key = plaidName === null ? 'institutionUnknown' : matches ? 'institutionMatches' : 'institutionDiffers';
    const message = translate(locale, `plaidDiagnostics:${key}`, { institutionId, plaidName, institutionName });
    return { message, institution_id: institutionId, institution_name: institutionName, plaid_name: plaidName, matches };
  }
}
