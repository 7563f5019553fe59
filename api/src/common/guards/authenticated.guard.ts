import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

/** 401 unless the session carries a logged-in user. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw new DomainException(DomainErrorKind.UNAUTHENTICATED, AUTH_MESSAGES.notAuthenticated);
  }
}
