import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ApiErrorBody, ERRORS, type Locale, type MessageRef } from '@ledgerleaf/contracts';
import type { NextFunction, Request, Response } from 'express';
import { DomainException, HTTP_STATUS_BY_KIND } from '../errors/domain.exception';
import { monthClosedOf } from '../errors/month-closed';
import { isServiceUnavailableError, SERVICE_RETRY_AFTER_SECONDS } from '../errors/service-unavailable';
import { codeOf, messageRefOf } from '../i18n/api-messages';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/translator';
import { requestIdOf } from '../logging/request-logging.middleware';
import { summarize, ValidationFailedException, type FieldErrors } from '../validation/validation-failed.exception';

const OUTAGE_LOG_INTERVAL_MS = 10_000;

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
 * `{ statusCode, error, message, fields?, code? }`, where `error` and `message` hold the
 * human-readable text the apps show, in the request's language (issue 31: Accept-Language,
 * else the person's), each `fields` text too, and `code` the message's stable key
 * ("validation.firstNameRequired") when it comes from the catalogues. A 5xx answer also
 * carries `requestId`: the person quotes it ("Reference: …") and support finds the request's
 * log lines by it.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }

  /**
   * The same answers for errors raised by Express middleware mounted before Nest's
   * routes (the session store reading PostgreSQL, for instance).
   */
  static middleware() {
    const filter = new AllExceptionsFilter();
    return (error: unknown, req: Request, res: Response, _next: NextFunction) => filter.respond(error, req, res);
  }

  respond(exception: unknown, request: Request, response: Response): void {
    const { status, body, headers, ref } = this.describe(exception);
    localize(body, ref, requestLocale(request));
    if (status === HttpStatus.SERVICE_UNAVAILABLE) this.logOutage(exception);
    else if (status >= 500) this.logger.error(exception instanceof Error ? exception : String(exception));
    const requestId = requestIdOf(request);
    if (status >= 500 && requestId) body.requestId = requestId;
    if (response.headersSent) return;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  /**
   * During an outage every request fails the same way: one line per OUTAGE_LOG_INTERVAL_MS
   * says so (each request still has its own 503 line from the request logger), rather
   * than a stack trace per request.
   */
  private logOutage(exception: unknown): void {
    const now = Date.now();
    if (now - AllExceptionsFilter.lastOutageLog < OUTAGE_LOG_INTERVAL_MS) return;
    AllExceptionsFilter.lastOutageLog = now;
    const reason = exception instanceof Error ? exception.message : String(exception);
    this.logger.warn(`Answering 503: ${reason} (further 503s in the next ${OUTAGE_LOG_INTERVAL_MS / 1000} s are not logged here)`);
  }

  private static lastOutageLog = 0;

  private describe(exception: unknown): Described {
    const headers: Record<string, string> = {};
    const make = (status: number, message: string, extra: Record<string, unknown> = {}, ref: MessageRef | null = null): Described => ({
      status,
      body: { statusCode: status, error: message, message, ...extra },
      headers,
      ref,
    });

    if (exception instanceof ValidationFailedException) {
      return make(400, exception.message, { fields: exception.fields });
    }
    // The database's month-close guard refused a change to a closed month: a 409 naming the month, whatever the path.
    const closed = monthClosedOf(exception);
    if (closed) return this.describe(closed);
    if (exception instanceof DomainException) {
      const status = HTTP_STATUS_BY_KIND[exception.kind];
      const retryAfter = exception.details.retryAfterSeconds;
      if (typeof retryAfter === 'number') headers['Retry-After'] = String(Math.ceil(retryAfter));
      return make(status, exception.message, exception.details, exception.messageRef);
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
      return make(parserStatus, parser?.message ?? ERRORS.requestUnreadable);
    }
    if (isServiceUnavailableError(exception)) {
      headers['Retry-After'] = String(SERVICE_RETRY_AFTER_SECONDS);
      return make(HttpStatus.SERVICE_UNAVAILABLE, ERRORS.serviceUnavailable);
    }
    return make(500, ERRORS.internal);
  }
}

interface Described {
  status: number;
  body: ApiErrorBody & Record<string, unknown>;
  headers: Record<string, string>;
  /** The message's catalogue key when the thrower gave it; otherwise found back from the English text. */
  ref: MessageRef | null;
}

/**
 * Puts the answer's texts in the request's language (issue 31): `message` (and `error`, the
 * same text) and each `fields` text, by their catalogue key; `code` is the key of `message`,
 * unless the answer already has a code of its own (a stable value clients rely on, such as
 * `mfa_enrolment_required`).
 * A text that is not in the API's catalogues (a parser's own words) is left as it is.
 */
function localize(body: Described['body'], ref: MessageRef | null, locale: Locale): void {
  const fields = body.fields as FieldErrors | undefined;
  const render = (text: string) => {
    const found = messageRefOf(text);
    return { text: found ? translate(locale, found.key, found.params) : text, ref: found };
  };
  if (fields && typeof fields === 'object') {
    const translated: FieldErrors = {};
    const refs: MessageRef[] = [];
    for (const [field, texts] of Object.entries(fields)) {
      translated[field] = (Array.isArray(texts) ? texts : [String(texts)]).map((text) => {
        const rendered = render(String(text));
        if (rendered.ref) refs.push(rendered.ref);
        return rendered.text;
      });
    }
    body.fields = translated;
    // A 400 of field errors sums them up: its message is theirs, in the same language.
    if (body.message === summarize(fields)) {
      body.message = summarize(translated);
      body.error = body.message;
      if (refs.length) body.code ??= codeOf(refs[0].key);
      return;
    }
  }
  const own = ref ?? messageRefOf(body.message);
  if (!own) return;
  // `error` is the same text unless the answer gave one of its own (a value clients check, "Configuration Required").
  const sameError = body.error === body.message;
  body.message = translate(locale, own.key, own.params);
  if (sameError) body.error = body.message;
  body.code ??= codeOf(own.key);
}
