import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthUser } from '../auth/auth-user';
import { runWithLogger } from './log-context';
import { serializeError } from './log-redaction';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's (or a proxy's) X-Request-Id is kept when it is this short and made of SAFE_REQUEST_ID. */
const MAX_REQUEST_ID_LENGTH = 128;
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]+$/;

/** The caller's request id when it is a sane one (a log line must not carry what anyone typed), else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && given.length <= MAX_REQUEST_ID_LENGTH && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request id of a request that went through `requestLogging` (undefined otherwise). */
export function requestIdOf(req: Request): string | undefined {
  return typeof req.id === 'string' ? req.id : undefined;
}

/** Who asked, as the request's lines name them: never an e-mail address or a name. */
type UserFields = { userId: number; role: 'staff' | 'client' };
/** The user as the session knew them when the request arrived: a logout's line still names them. */
const sessionUsers = new WeakMap<IncomingMessage, UserFields>();

function userFieldsOf(req: IncomingMessage): UserFields | undefined {
  const user = (req as Request).user as AuthUser | undefined;
  if (user && typeof user.id === 'number') return { userId: user.id, role: user.isAdmin ? 'staff' : 'client' };
  return sessionUsers.get(req);
}

/** The path without its query: query strings can carry tokens (OAuth redirects, reset links). */
const pathOf = (req: IncomingMessage) => ((req as Request).originalUrl ?? req.url ?? '').split('?')[0];

/** The answer's headers worth a line: the rest (security headers) are the same on every answer. */
const LOGGED_RESPONSE_HEADERS = ['content-type', 'content-length', 'retry-after', 'location', 'set-cookie'];

/**
 * One line per request when its answer is sent: method, path, status, responseTime (ms),
 * the request id, and the user id and role once the session knows them. The request id
 * comes from X-Request-Id when sane (else a new UUID), goes back in the answer's
 * X-Request-Id header, and is on every line written while the request runs (the
 * request's logger is bound for nestjs-pino's Logger). Bodies are never logged.
 */
export function requestLogging(root: Logger): RequestHandler[] {
  const http = pinoHttp({
    logger: root,
    // Lines written during the request carry its id, not the whole request again.
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, responseTime) => `${req.method} ${pathOf(req)} ${res.statusCode} ${responseTime} ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customProps: (req) => userFieldsOf(req) ?? {},
    // The request's logger is a child of `root`: these replace pino-http's standard ones
    // (which would also replace root's error serializer).
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: pathOf(req), headers: req.headers, remoteAddress: (req as Request).ip }),
      res: (res: ServerResponse) => ({
        statusCode: res.statusCode,
        headers: Object.fromEntries(LOGGED_RESPONSE_HEADERS.filter((name) => res.hasHeader(name)).map((name) => [name, res.getHeader(name)])),
      }),
      err: serializeError,
    },
  });
  return [http, (req: Request, _res: Response, next: NextFunction) => runWithLogger(req.log, next)];
}

/**
 * After the session and passport: the user id and role join the lines of the rest of the
 * request (services, database errors, the exception filter).
 */
export function logRequestUser(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const fields = userFieldsOf(req);
    if (!fields || !req.log) return next();
    sessionUsers.set(req, fields);
    req.log = req.log.child(fields);
    runWithLogger(req.log, next);
  };
}
