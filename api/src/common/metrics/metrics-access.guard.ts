import { createHash, timingSafeEqual } from 'node:crypto';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, OPERATIONS_MESSAGES } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <token>`. Compared in constant time on
 * SHA-256 digests: timingSafeEqual needs equal lengths, and digests tell nothing of the
 * token's length either. No token configured: never.
 */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /api/metrics: a scraper with METRICS_TOKEN, or staff. Answered like the other
 * staff-only routes (AdminOnly): 401 without a login (or with a token that is not
 * accepted), 403 for a client. Not a 404: the route is in the public API document
 * anyway, and a scraper misconfigured with a wrong token should be told so.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const header = req.headers.authorization;
    if (bearerMatches(header, this.config.metricsToken)) return true;
    const user = req.user as { isAdmin?: boolean } | undefined;
    if (user?.isAdmin === true) return true;
    if (header !== undefined) throw new DomainException(DomainErrorKind.UNAUTHENTICATED, OPERATIONS_MESSAGES.metricsTokenRefused);
    if (user) throw new DomainException(DomainErrorKind.FORBIDDEN, AUTH_MESSAGES.adminOnly);
    throw new DomainException(DomainErrorKind.UNAUTHENTICATED, AUTH_MESSAGES.notAuthenticated);
  }
}
