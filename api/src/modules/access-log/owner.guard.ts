import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { isOwner } from '../../common/auth/staff-rules';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';

export const OWNERS_ONLY = 'Only an owner of the firm can read the access log.';

/** 403 unless the staff member is an owner (the role rule in common/auth/staff-rules). Runs after AdminGuard. */
@Injectable()
export class OwnerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user as AuthUser | undefined;
    if (user && isOwner(user)) return true;
    throw new DomainException(DomainErrorKind.FORBIDDEN, OWNERS_ONLY);
  }
}
