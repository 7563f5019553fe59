import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiErrorBody, ERRORS } from '@ledgerleaf/contracts';
import type { Response } from 'express';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { ValidationFailedException } from '../validation/validation-failed.exception';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  too_many_requests: HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  bad_gateway: HttpStatus.BAD_GATEWAY,
};

/** Errors raised by body parsers and multer before a controller runs. */
interface ParserError {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
}

/**
 * The one place where an error becomes an HTTP answer. Every answer has the same body:
 * `{ statusCode, error, message, fields? }`, where `error` and `message` hold the
 * human-readable text the apps show.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception : String(exception));
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: ApiErrorBody & Record<string, unknown>; headers: Record<string, string> } {
    const headers: Record<string, string> = {};
    const make = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
      status,
      body: { statusCode: status, error: message, message, ...extra },
      headers,
    });

    if (exception instanceof ValidationFailedException) {
      return make(400, exception.message, { fields: exception.fields });
    }
    if (exception instanceof DomainException) {
      const status = STATUS_BY_KIND[exception.kind];
      const retryAfter = exception.details.retryAfterSeconds;
      if (typeof retryAfter === 'number') headers['Retry-After'] = String(Math.ceil(retryAfter));
      return make(status, exception.message, exception.details);
    }
    // Nest wraps body-parser errors in an HttpException whose cause is the original.
    const parser = (exception instanceof HttpException ? exception.cause : exception) as ParserError | undefined;
    if (parser?.type === 'entity.parse.failed') return make(400, ERRORS.malformedJson);
    if (parser?.type === 'entity.too.large') return make(413, ERRORS.bodyTooLarge);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      let message = exception.message;
      if (typeof response === 'object' && response && 'message' in response) {
        const m = (response as { message: unknown }).message;
        message = Array.isArray(m) ? m.join('. ') : String(m);
      }
      if (status === 404 && message.startsWith('Cannot ')) message = ERRORS.notFound;
      return make(status, message);
    }
    const parserStatus = parser?.status ?? parser?.statusCode;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      return make(parserStatus, parser?.message ?? 'The request could not be read.');
    }
    return make(500, ERRORS.internal);
  }
}
