import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PlaidCallError } from './plaid.adapter';

/** What a Plaid failure means to the person who asked (anything else is rethrown as it is). */
export function providerFailure(error: unknown): DomainException {
  if (error instanceof DomainException) return error;
  if (error instanceof PlaidCallError) {
    if (error.errorCode === 'ITEM_LOGIN_REQUIRED')
      return new DomainException(DomainErrorKind.CONFLICT, BANK_MESSAGES.itemLoginRequired, { error_code: error.errorCode });
    if (error.errorType === 'NETWORK_ERROR') return new DomainException(DomainErrorKind.BAD_GATEWAY, BANK_MESSAGES.providerUnreachable);
    return new DomainException(DomainErrorKind.BAD_GATEWAY, BANK_MESSAGES.providerError, {
      error_code: error.errorCode,
      display_message: error.displayMessage,
    });
  }
  throw error;
}
