import { Injectable } from '@nestjs/common';
import type { BankAccountSummary } from '@ledgerleaf/contracts';

/** What the ledger needs to know of a client's linked bank accounts (names, hidden or not). */
export interface BankAccountsSource {
  accountSummaries(userId: number): Promise<BankAccountSummary[]>;
}

/**
 * The ledger's port to the module that owns bank accounts. The source modules depend on the
 * ledger, not the reverse (api/src/modules/dependencies.json): plaid hands its directory to
 * this port when the application starts, so the ledger reads visibility without importing
 * plaid. Wiring, not an effect: it is set once at start, before any request or job runs.
 */
@Injectable()
export class LedgerBankAccounts {
  private source: BankAccountsSource | null = null;

  /** Called once at start by the module that owns bank accounts. */
  provide(source: BankAccountsSource): void {
    this.source = source;
  }

  summaries(userId: number): Promise<BankAccountSummary[]> {
    if (!this.source) throw new Error('No bank accounts source: the plaid module provides it when the application starts');
    return this.source.accountSummaries(userId);
  }

  /** The row ids of the client's hidden bank accounts: their rows stay out of reports and exports. */
  async hiddenRefs(userId: number): Promise<number[]> {
    return (await this.summaries(userId)).filter((a) => a.isHidden).map((a) => a.id);
  }
}
