import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

/** 403 unless the logged-in user is staff. Runs after AuthenticatedGuard. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user as { isAdmin?: boolean } | undefined;
    if (user?.isAdmin === true) return true;
    throw new DomainException(DomainErrorKind.FORBIDDEN, AUTH_MESSAGES.adminOnly);
  }
}
