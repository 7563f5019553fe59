import { NotFoundException } from '@nestjs/common';
import { ERRORS } from '@ledgerleaf/contracts';
import type { Request, RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * Who may read the API's own diagnostics (Swagger and the detailed health report): staff,
 * or everyone when PUBLIC_API_DOCS is on (the default outside production). In production
 * they would otherwise map every route and tell an attacker which service is down.
 */
export function canSeeDiagnostics(req: Request, config: AppConfig): boolean {
  return config.publicApiDocs || (req.user as { isAdmin?: boolean } | undefined)?.isAdmin === true;
}

/** Answers the documentation routes with the same 404 as an unknown path for anyone else. */
export function diagnosticsOnly(config: AppConfig): RequestHandler {
  return (req, _res, next) => next(canSeeDiagnostics(req, config) ? undefined : new NotFoundException(ERRORS.notFound));
}
