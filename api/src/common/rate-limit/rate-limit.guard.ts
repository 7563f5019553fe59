import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { clientAddressKey } from '../http/client-address';
import { RateLimiter } from './rate-limiter';

export interface RateLimitRule {
  /** Bucket name, for example `call-requests`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const RATE_LIMIT = 'ledgerleaf:rate-limit';

export function tooManyRequests(retryAfterSeconds: number): DomainException {
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, { key: 'errors:tooManyRequests', params: { count } }, { retryAfterSeconds });
}

/**
 * Limits a route per client address (an IPv6 caller per /64); over the limit it answers
 * 429 with Retry-After. A rule on the controller class covers each of its routes with
 * one shared count; a rule on a method adds its own. A route under both carries the
 * guard twice, so each request is counted once, by whichever instance runs first.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly counted = new WeakSet<Request>();

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = [context.getClass(), context.getHandler()]
      .map((target) => this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, target))
      .filter((rule): rule is RateLimitRule => rule !== undefined);
    const request = context.switchToHttp().getRequest<Request>();
    if (rules.length === 0 || this.counted.has(request)) return true;
    this.counted.add(request);
    const address = clientAddressKey(request);
    for (const rule of rules) {
      const result = await this.limiter.hit(`${rule.name}:ip:${address}`, rule.limit, rule.windowSeconds);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    }
    return true;
  }
}

export const RateLimit = (rule: RateLimitRule) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, rule),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: `More than ${rule.limit} requests per ${rule.windowSeconds} s from one address` }),
  );
