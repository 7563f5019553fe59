import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { RateLimiter } from './rate-limiter';

export interface UserRateLimitRule {
  /** Bucket name, for example `csv-uploads`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /**
   * What one request costs: 1 (the default), or `'body-bytes'`, its declared Content-Length;
   * a body of unknown length (chunked) costs `maxBodyBytes`, the most the route accepts.
   */
  cost?: 'request' | 'body-bytes';
  maxBodyBytes?: number;
  /** The 429's message, given the seconds until the window ends (from libs/contracts). */
  message: (retryAfterSeconds: number) => string;
}

const USER_RATE_LIMIT = 'ledgerleaf:user-rate-limit';

/**
 * Limits a route per client (the logged-in user's id), whatever address or how many
 * addresses they call from; the per-address limits (@RateLimit) still apply beside it.
 * Over the limit: 429 with Retry-After and the rule's message. It runs as a guard, after
 * the class's @Authenticated() and before any interceptor, so a refused upload is never
 * stored. A request costing more than what is left is refused and takes nothing (its
 * bytes are handed back), so a refused large upload does not use up the day's allowance.
 * Staff are not limited (their routes are the console's, and they act for many clients).
 */
@Injectable()
export class UserRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<UserRateLimitRule[] | undefined>(USER_RATE_LIMIT, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as AuthUser | undefined;
    if (!rules?.length || !user || user.isAdmin) return true;
    const now = Date.now();
    const taken: { key: string; rule: UserRateLimitRule; cost: number }[] = [];
    for (const rule of rules) {
      const key = `user:${rule.name}:${user.id}`;
      const cost = costOf(rule, request);
      const result = await this.limiter.hit(key, rule.limit, rule.windowSeconds, now, cost);
      if (result.allowed) {
        taken.push({ key, rule, cost });
        continue;
      }
      if (cost > 1) await this.limiter.undo(key, rule.windowSeconds, now, cost).catch(() => undefined);
      // A request refused by one rule takes nothing from the others.
      for (const t of taken) await this.limiter.undo(t.key, t.rule.windowSeconds, now, t.cost).catch(() => undefined);
      throw new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, rule.message(result.retryAfterSeconds), { retryAfterSeconds: result.retryAfterSeconds });
    }
    return true;
  }
}

function costOf(rule: UserRateLimitRule, request: Request): number {
  if (rule.cost !== 'body-bytes') return 1;
  const declared = Number(request.headers['content-length']);
  if (Number.isSafeInteger(declared) && declared >= 0) return Math.max(1, declared);
  return rule.maxBodyBytes ?? rule.limit;
}

/** A per-client limit on one route (use behind @Authenticated(): it counts by user id). */
export const UserRateLimit = (rule: UserRateLimitRule) => UserRateLimits(rule);

/** Several per-client limits on one route, each counted (a request one refuses takes nothing from the others). Use once per route. */
export const UserRateLimits = (...rules: UserRateLimitRule[]) =>
  applyDecorators(
    SetMetadata(USER_RATE_LIMIT, rules),
    UseGuards(UserRateLimitGuard),
    ApiTooManyRequestsResponse({
      description: rules
        .map(
          (rule) =>
            `More than ${rule.limit} ${rule.cost === 'body-bytes' ? 'bytes' : 'requests'} per ${rule.windowSeconds} s from one client, whatever the address`,
        )
        .join('; or '),
    }),
  );
