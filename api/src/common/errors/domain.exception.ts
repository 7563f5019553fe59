import { HttpStatus } from '@nestjs/common';

/**
 * What went wrong, in domain terms. Services throw a DomainException with one of these
 * kinds; HTTP_STATUS_BY_KIND below is the one map from a kind to an HTTP status (the
 * exception filter answers with it).
 */
export const DomainErrorKind = {
  INVALID: 'invalid',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  /** Well-formed, but the server needs more from the client to go on (422; an unknown CSV layout). */
  UNPROCESSABLE: 'unprocessable',
  /** The body or one of its files is over a limit (413). */
  TOO_LARGE: 'too_large',
  TOO_MANY_REQUESTS: 'too_many_requests',
  UNAVAILABLE: 'unavailable',
  BAD_GATEWAY: 'bad_gateway',
} as const;
export type DomainErrorKind = (typeof DomainErrorKind)[keyof typeof DomainErrorKind];

export const HTTP_STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  bad_gateway: HttpStatus.BAD_GATEWAY,
};

export class DomainException extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Extra fields for the error body, for example `retryAfterSeconds`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
