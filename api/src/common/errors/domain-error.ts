import { CATALOGUES, type MessageRef, renderEnglish } from '@ledgerleaf/contracts';

// The domain's errors without NestJS, so that code which also runs in a worker thread (the
// upload parsers, api/src/common/parsing) can throw them without loading Nest there (about
// 0.6 s and 30 MB per worker). domain.exception.ts adds the HTTP statuses.

/**
 * What went wrong, in domain terms. Services throw a DomainException with one of these
 * kinds; HTTP_STATUS_BY_KIND (domain.exception.ts) is the one map from a kind to an HTTP status (the
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

export class DomainException extends Error {
  /**
   * The message's catalogue key and values when the thrower gave them (issue 31); otherwise the
   * error filter finds the key of the English text back (api/src/common/i18n/api-messages.ts).
   */
  readonly messageRef: MessageRef | null;

  constructor(
    readonly kind: DomainErrorKind,
    /** An English text of libs/contracts, or a catalogue key with its values (rendered in English here, in the request's language by the filter). */
    message: string | MessageRef,
    /** Extra fields for the error body, for example `retryAfterSeconds`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : englishOf(message));
    this.messageRef = typeof message === 'string' ? null : message;
    this.name = new.target.name;
  }
}

/** The English text of a catalogue key ("namespace:path"). */
export function englishOf(ref: MessageRef): string {
  const [namespace, path] = ref.key.split(':') as [keyof typeof CATALOGUES, string];
  return renderEnglish(CATALOGUES[namespace]['en-CA'], path, ref.params);
}
