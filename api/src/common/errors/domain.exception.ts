/**
 * What went wrong, in domain terms. Services throw a DomainException with one of these
 * kinds; AllExceptionsFilter is the one place that maps a kind to an HTTP status.
 */
export const DomainErrorKind = {
  INVALID: 'invalid',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  /** The body or one of its files is over a limit (413). */
  TOO_LARGE: 'too_large',
  TOO_MANY_REQUESTS: 'too_many_requests',
  UNAVAILABLE: 'unavailable',
  BAD_GATEWAY: 'bad_gateway',
} as const;
export type DomainErrorKind = (typeof DomainErrorKind)[keyof typeof DomainErrorKind];

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
