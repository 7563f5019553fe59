import { HttpStatus } from '@nestjs/common';
import { DomainErrorKind } from './domain-error';

export { DomainErrorKind, DomainException } from './domain-error';

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
