import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { StaffGuard } from '../guards/staff.guard';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { SESSION_COOKIE } from '../http/session-cookie';

export { SESSION_COOKIE };

/** Any logged-in user; 401 otherwise. */
export const Authenticated = () =>
  applyDecorators(UseGuards(AuthenticatedGuard), ApiCookieAuth(SESSION_COOKIE), ApiUnauthorizedResponse({ description: 'Not logged in' }));

export { ForClient, StaffRoles } from '../guards/staff.guard';

/**
 * Staff only: 401 when logged out, 403 for a client, a deactivated staff member or a role
 * the route does not allow (StaffGuard; narrow it with @StaffRoles, scope it with @ForClient).
 */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AuthenticatedGuard, StaffGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: 'Not staff, or not this role or client' }),
  );
