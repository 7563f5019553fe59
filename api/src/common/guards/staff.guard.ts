import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AUTH_MESSAGES, STAFF_MESSAGES, type StaffRole } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { ClientScopes } from '../auth/client-scopes';
import { isActiveStaff, rolesForMethod, scopeMatters } from '../auth/staff-rules';
import { DomainErrorKind, DomainException } from '../errors/domain.exception';

const STAFF_ROLES = 'ledgerleaf:staff-roles';
const FOR_CLIENT = 'ledgerleaf:for-client';

/** The roles that may call this route, instead of the default (reads: every role; changes: owner and bookkeeper). */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES, roles);

export interface ClientScope {
  /** 'client' when the parameter is the client's user id; otherwise a kind some module declares with @ClientOf. */
  kind: string;
  param: string;
}

/** The route names a client (directly or through an object of theirs): a bookkeeper must be allowed to work on them. */
export const ForClient = (kind: string, param: string) => SetMetadata(FOR_CLIENT, { kind, param } satisfies ClientScope);

/**
 * Staff routes: 403 for a client or a deactivated staff member, for a role the route does
 * not allow, and for a bookkeeper on a client they may not work on. Runs after AuthenticatedGuard.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly scopes: ClientScopes,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as AuthUser | undefined;
    if (user?.isAdmin !== true) throw new DomainException(DomainErrorKind.FORBIDDEN, AUTH_MESSAGES.adminOnly);
    if (!isActiveStaff(user)) throw new DomainException(DomainErrorKind.FORBIDDEN, STAFF_MESSAGES.deactivated);
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES, targets) ?? rolesForMethod(request.method);
    if (!roles.includes(user.staffRole)) throw new DomainException(DomainErrorKind.FORBIDDEN, STAFF_MESSAGES.roleRefused);
    const scope = this.reflector.getAllAndOverride<ClientScope | undefined>(FOR_CLIENT, targets);
    if (scope && scopeMatters(user)) {
      const clientId = await this.scopes.clientOf(scope.kind, String(request.params[scope.param] ?? ''));
      if (clientId !== null && !(await this.scopes.canWorkOn(user, clientId)))
        throw new DomainException(DomainErrorKind.FORBIDDEN, STAFF_MESSAGES.clientNotYours);
    }
    return true;
  }
}
