import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';
import { RateLimiter } from './rate-limiter';

export interface RateLimitRule {
  /** Bucket name, for example `call-requests`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

const RATE_LIMIT = 'ledgerleaf:rate-limit';

export function tooManyRequests(retryAfterSeconds: number): DomainException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new DomainException(DomainErrorKind.TOO_MANY_REQUESTS, `Too many requests. Please try again in ${wait}.`, { retryAfterSeconds });
}

/** Limits a route per client address; over the limit it answers 429 with Retry-After. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const ip = context.switchToHttp().getRequest<Request>().ip ?? 'unknown';
    const result = await this.limiter.hit(`${rule.name}:ip:${ip}`, rule.limit, rule.windowSeconds);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    return true;
  }
}

export const RateLimit = (rule: RateLimitRule) =>
  applyDecorators(SetMetadata(RATE_LIMIT, rule), UseGuards(RateLimitGuard), ApiTooManyRequestsResponse({ description: `More than ${rule.limit} requests per ${rule.windowSeconds} s from one address` }));
