import { type ArgumentMetadata, Injectable, type PipeTransform, UnsupportedMediaTypeException } from '@nestjs/common';
import { ERRORS, INPUT_LIMITS } from '@ledgerleaf/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { assertAcceptableText, invalidCharacter, isAcceptableText } from '../validation/text-rule';

// What every /api request must look like before a controller sees it (issue 7). Each rule
// lives here once, so every route added later inherits it:
//   1. a mutating request with a body sends JSON (or multipart, for uploads);
//   2. a JSON body nests at most INPUT_LIMITS.maxJsonDepth levels, checked on the raw
//      bytes before anything parses or walks it (class-transformer recurses and used to
//      overflow the stack: a 500);
//   3. no string of the body, the query string or a route parameter holds a control
//      character or broken Unicode (TextRulePipe covers the route parameters).

/**
 * Routes whose body is checked by its sender's signature over the exact bytes (provider
 * webhooks): any content type, and the text rule does not apply. The one list.
 */
export const SIGNED_BODY_ROUTES: readonly string[] = ['/api/stripe/webhook', '/api/plaid/webhook'];

/** Body types a mutating /api request may send: JSON, and multipart for file uploads. */
export const ACCEPTED_BODY_TYPES: readonly string[] = ['application/json', 'multipart/form-data'];

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's path without query string, lower case and without a trailing slash (Express routes ignore both). */
function routePath(req: Request): string {
  const path = (req.originalUrl ?? req.url).split('?')[0].toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export const isSignedBodyRoute = (req: Request): boolean => SIGNED_BODY_ROUTES.includes(routePath(req));

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

/** 415 for a POST/PUT/PATCH/DELETE whose body is form-encoded, text or anything but JSON/multipart. */
export function requireJsonBody(): RequestHandler {
  return (req, _res, next) => {
    if (!MUTATING.has(req.method) || !hasBody(req) || isSignedBodyRoute(req)) return next();
    if (req.headers['content-type'] && req.is([...ACCEPTED_BODY_TYPES])) return next();
    next(new UnsupportedMediaTypeException(ERRORS.jsonRequired));
  };
}

/**
 * True when the JSON text nests objects/arrays deeper than `max`. A linear scan that
 * skips string contents (and their escapes), so it is cheap and cannot recurse.
 */
export function jsonNestsDeeperThan(raw: Buffer | string, max: number): boolean {
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : raw;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(ERRORS.bodyTooDeep);
  }
}

/**
 * The JSON body parser (registered before Nest's, which then stands aside): keeps the raw
 * bytes for signature checks (`req.rawBody`) and refuses deep nesting before parsing.
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({
    verify: (req, _res, buffer) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buffer;
      if (jsonNestsDeeperThan(buffer, INPUT_LIMITS.maxJsonDepth)) throw new BodyTooDeepError();
    },
  });
}

/** The text rule over the query string and the parsed body; a 400 names the first bad field. */
export function textRuleMiddleware(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isSignedBodyRoute(req)) return next();
    try {
      assertAcceptableText(req.query);
      if (req.body !== undefined) assertAcceptableText(req.body);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Every /api input rule that runs before routing, in order. */
export function apiInputPolicy(): RequestHandler[] {
  return [requireJsonBody(), jsonBodyParser(), textRuleMiddleware()];
}

/**
 * The text rule for what middleware cannot see or name: route parameters (`/api/things/:id`)
 * and the text fields of multipart bodies, which multer parses inside the route.
 */
@Injectable()
export class TextRulePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    if (typeof value === 'string') {
      if (!isAcceptableText(value)) throw invalidCharacter(metadata.data ?? metadata.type);
    } else {
      assertAcceptableText(value, metadata.data ?? '');
    }
    return value;
  }
}
