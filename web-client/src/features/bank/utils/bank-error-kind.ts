import { BANK_MESSAGES, BANK_TEXTS } from '@ledgerleaf/contracts';
import { ApiError, getErrorMessage } from '../../../lib/api-client';

export type BankErrorKind = keyof typeof BANK_TEXTS.panelTitles;

const BANK_SIDE: string[] = [BANK_MESSAGES.itemLoginRequired, BANK_MESSAGES.providerError, BANK_MESSAGES.providerUnreachable];

/**
 * Which bank-error panel fits a failed call: the session ended (401), the browser could
 * not reach the server, the bank (Plaid) failed, or our API failed otherwise.
 */
export function bankErrorKind(error: unknown): BankErrorKind {
  if (!(error instanceof ApiError)) return 'connection';
  if (error.status === 401) return 'session';
  const message = getErrorMessage(error, '');
  if (BANK_SIDE.includes(message) || error.bodyText.includes('ITEM_LOGIN_REQUIRED')) return 'bank';
  return 'api';
}
