import { Injectable, Logger } from '@nestjs/common';
import { BANK_MESSAGES, BRAND, PLAID_SETUP_STEPS, type PlaidEnvironmentName } from '@ledgerleaf/contracts';
import {
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type AccountBase,
  type JWKPublicKey,
  type LinkTokenCreateRequest,
  type RemovedTransaction,
  type Transaction,
} from 'plaid';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';

export type PlaidAccount = AccountBase;
export type PlaidTransaction = Transaction;
export type PlaidRemovedTransaction = RemovedTransaction;
export type PlaidVerificationKey = JWKPublicKey;

export interface SyncPage {
  added: PlaidTransaction[];
  modified: PlaidTransaction[];
  removed: PlaidRemovedTransaction[];
  accounts: PlaidAccount[];
  nextCursor: string;
  hasMore: boolean;
}

export interface LinkTokenInput {
  userId: number;
  /** Update mode: the item's access token (re-login or sharing new accounts). */
  accessToken?: string;
  /** Update mode for NEW_ACCOUNTS_AVAILABLE: let the user pick the new accounts. */
  accountSelection?: boolean;
}

/**
 * A Plaid error as Plaid's JSON describes it (error_type, error_code, ...), or a network
 * failure (errorType NETWORK_ERROR). Services decide what it means for the user.
 */
export class PlaidCallError extends Error {
  constructor(
    readonly status: number | null,
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null,
    readonly requestId: string | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'PlaidCallError';
  }
}

const HISTORY_DAYS = 730; // the longest history Plaid allows for transactions

/**
 * The one place that talks to Plaid (official SDK). PLAID_BASE_URL points the SDK at
 * another host (the local stand-in in tests); without PLAID_CLIENT_ID and PLAID_SECRET
 * every call answers the spec's "Configuration Required" (503) and nothing is sent.
 */
@Injectable()
export class PlaidAdapter {
  private readonly logger = new Logger('Plaid');
  private readonly client: PlaidApi | null;
  readonly basePath: string;

  constructor(private readonly config: AppConfig) {
    const { clientId, secret, env, baseUrl } = config.plaid;
    // Plaid retired its development environment: its keys now work on the production host.
    this.basePath = baseUrl ?? PlaidEnvironments[env === 'sandbox' ? 'sandbox' : 'production'];
    this.client =
      clientId && secret
        ? new PlaidApi(
            new Configuration({
              basePath: this.basePath,
              baseOptions: { headers: { 'PLAID-CLIENT-ID': clientId, 'PLAID-SECRET': secret, 'Plaid-Version': '2020-09-14' }, timeout: 30_000 },
            }),
          )
        : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  get environment(): PlaidEnvironmentName {
    return this.config.plaid.env;
  }

  /** Settings an administrator still has to provide. */
  missingSettings(): string[] {
    return [!this.config.plaid.clientId && 'PLAID_CLIENT_ID', !this.config.plaid.secret && 'PLAID_SECRET'].filter((v): v is string => Boolean(v));
  }

  /** The OAuth return page registered at Plaid (configured), else the one to register. */
  get redirectUri(): string {
    return this.config.plaid.redirectUri ?? this.expectedRedirectUri;
  }

  get expectedRedirectUri(): string {
    return `${this.config.publicUrl}/oauth-callback`;
  }

  get webhookUrl(): string {
    return `${this.config.publicUrl}/api/plaid/webhook`;
  }

  configurationRequired(): DomainException {
    return new DomainException(DomainErrorKind.UNAVAILABLE, BANK_MESSAGES.configurationRequiredMessage, {
      error: BANK_MESSAGES.configurationRequired,
      redirect_uri: this.redirectUri,
      setup_steps: [...PLAID_SETUP_STEPS],
      missing: this.missingSettings(),
    });
  }

  async createLinkToken(input: LinkTokenInput): Promise<{ linkToken: string; expiration: string }> {
    const request: LinkTokenCreateRequest = {
      client_name: BRAND.name,
      language: 'en',
      country_codes: [CountryCode.Ca, CountryCode.Us],
      user: { client_user_id: String(input.userId) },
      webhook: this.webhookUrl,
      ...(this.config.plaid.redirectUri ? { redirect_uri: this.config.plaid.redirectUri } : {}),
      ...(input.accessToken
        ? { access_token: input.accessToken, ...(input.accountSelection ? { update: { account_selection_enabled: true } } : {}) }
        : { products: [Products.Transactions], transactions: { days_requested: HISTORY_DAYS } }),
    };
    const { data } = await this.call('link/token/create', (c) => c.linkTokenCreate(request));
    return { linkToken: data.link_token, expiration: data.expiration };
  }

  async exchangePublicToken(publicToken: string): Promise<{ accessToken: string; itemId: string }> {
    const { data } = await this.call('item/public_token/exchange', (c) => c.itemPublicTokenExchange({ public_token: publicToken }));
    return { accessToken: data.access_token, itemId: data.item_id };
  }

  async getAccounts(accessToken: string): Promise<{ accounts: PlaidAccount[]; institutionId: string | null }> {
    const { data } = await this.call('accounts/get', (c) => c.accountsGet({ access_token: accessToken }));
    return { accounts: data.accounts, institutionId: data.item.institution_id ?? null };
  }

  async getItem(accessToken: string): Promise<{ itemId: string; institutionId: string | null; errorCode: string | null }> {
    const { data } = await this.call('item/get', (c) => c.itemGet({ access_token: accessToken }));
    return { itemId: data.item.item_id, institutionId: data.item.institution_id ?? null, errorCode: data.item.error?.error_code ?? null };
  }

  async removeItem(accessToken: string): Promise<void> {
    await this.call('item/remove', (c) => c.itemRemove({ access_token: accessToken }));
  }

  /** The institution's name at Plaid, or null when Plaid does not know the id. */
  async institutionName(institutionId: string): Promise<string | null> {
    try {
      const { data } = await this.call('institutions/get_by_id', (c) =>
        c.institutionsGetById({ institution_id: institutionId, country_codes: [CountryCode.Ca, CountryCode.Us] }),
      );
      return data.institution.name;
    } catch (error) {
      if (error instanceof PlaidCallError && error.errorCode === 'INVALID_INSTITUTION') return null;
      throw error;
    }
  }

  async syncTransactions(accessToken: string, cursor: string | null, count: number): Promise<SyncPage> {
    const { data } = await this.call('transactions/sync', (c) =>
      c.transactionsSync({
        access_token: accessToken,
        count,
        ...(cursor ? { cursor } : {}),
        options: { include_personal_finance_category: true, days_requested: HISTORY_DAYS },
      }),
    );
    return {
      added: data.added,
      modified: data.modified,
      removed: data.removed,
      accounts: data.accounts ?? [],
      nextCursor: data.next_cursor,
      hasMore: data.has_more,
    };
  }

  async refreshTransactions(accessToken: string): Promise<void> {
    await this.call('transactions/refresh', (c) => c.transactionsRefresh({ access_token: accessToken }));
  }

  async webhookVerificationKey(keyId: string): Promise<PlaidVerificationKey> {
    const { data } = await this.call('webhook_verification_key/get', (c) => c.webhookVerificationKeyGet({ key_id: keyId }));
    return data.key;
  }

  /** Diagnostics: one harmless authenticated call (a link token), answered raw. */
  async probe(): Promise<{ ok: true; response: unknown } | { ok: false; error: PlaidCallError }> {
    try {
      const { data } = await this.call('link/token/create', (c) =>
        c.linkTokenCreate({
          client_name: BRAND.name,
          language: 'en',
          country_codes: [CountryCode.Ca],
          user: { client_user_id: 'diagnostics' },
          products: [Products.Transactions],
        }),
      );
      return { ok: true, response: { ...data, link_token: `${data.link_token.slice(0, 18)}…` } };
    } catch (error) {
      if (error instanceof PlaidCallError) return { ok: false, error };
      throw error;
    }
  }

  /** Runs one SDK call; Plaid's error body (or a network failure) becomes a PlaidCallError. */
  private async call<T>(name: string, run: (client: PlaidApi) => Promise<T>): Promise<T> {
    if (!this.client) throw this.configurationRequired();
    try {
      return await run(this.client);
    } catch (error) {
      const failure = toPlaidCallError(error);
      this.logger.warn(
        `/${name} failed: ${failure.errorType} ${failure.errorCode} (${failure.message})${failure.requestId ? ` request ${failure.requestId}` : ''}`,
      );
      throw failure;
    }
  }
}

interface AxiosLikeError {
  message?: string;
  code?: string;
  response?: { status?: number; data?: unknown };
}

function toPlaidCallError(error: unknown): PlaidCallError {
  const e = error as AxiosLikeError;
  const data = e.response?.data as Record<string, unknown> | undefined;
  if (e.response && data && typeof data === 'object' && typeof data.error_code === 'string') {
    return new PlaidCallError(
      e.response.status ?? null,
      String(data.error_type ?? 'API_ERROR'),
      data.error_code,
      String(data.error_message ?? data.error_code),
      typeof data.display_message === 'string' ? data.display_message : null,
      typeof data.request_id === 'string' ? data.request_id : null,
      data,
    );
  }
  const message = e.message ?? String(error);
  return new PlaidCallError(e.response?.status ?? null, 'NETWORK_ERROR', e.code ?? 'NETWORK_ERROR', message, null, null, data ?? null);
}
