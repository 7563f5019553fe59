import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PlaidCallError } from './plaid.adapter';
import { providerFailure } from './plaid-failure';

const plaidError = (errorType: string, errorCode: string, displayMessage: string | null = null) =>
  new PlaidCallError(400, errorType, errorCode, `${errorType}: ${errorCode}`, displayMessage, 'req-1', null);

describe('providerFailure', () => {
  it('turns ITEM_LOGIN_REQUIRED into a 409 asking the client to reconnect, with the code for the web client', () => {
    const failure = providerFailure(plaidError('ITEM_ERROR', 'ITEM_LOGIN_REQUIRED'));
    expect(failure.kind).toBe(DomainErrorKind.CONFLICT);
    expect(failure.message).toBe(BANK_MESSAGES.itemLoginRequired);
    expect(failure.details).toEqual({ error_code: 'ITEM_LOGIN_REQUIRED' });
  });

  it('turns a network failure into a 502 saying Plaid could not be reached', () => {
    const failure = providerFailure(plaidError('NETWORK_ERROR', 'ECONNREFUSED'));
    expect(failure.kind).toBe(DomainErrorKind.BAD_GATEWAY);
    expect(failure.message).toBe(BANK_MESSAGES.providerUnreachable);
  });

  it("turns any other Plaid error into a 502 carrying Plaid's code and display message", () => {
    const failure = providerFailure(plaidError('INSTITUTION_ERROR', 'INSTITUTION_DOWN', 'The bank is down for maintenance.'));
    expect(failure.kind).toBe(DomainErrorKind.BAD_GATEWAY);
    expect(failure.message).toBe(BANK_MESSAGES.providerError);
    expect(failure.details).toEqual({ error_code: 'INSTITUTION_DOWN', display_message: 'The bank is down for maintenance.' });
  });

  it('passes a domain error through unchanged and rethrows anything it does not recognise', () => {
    const domain = new DomainException(DomainErrorKind.NOT_FOUND, 'gone');
    expect(providerFailure(domain)).toBe(domain);
    const bug = new TypeError('undefined is not a function');
    expect(() => providerFailure(bug)).toThrow(bug);
  });
});
