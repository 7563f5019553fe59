import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { AdminGuard } from '../guards/admin.guard';
import { AuthenticatedGuard } from '../guards/authenticated.guard';
import { SESSION_COOKIE } from '../http/session-cookie';

export { SESSION_COOKIE };

/** Any logged-in user; 401 otherwise. */
export const Authenticated = () =>
  applyDecorators(UseGuards(AuthenticatedGuard), ApiCookieAuth(SESSION_COOKIE), ApiUnauthorizedResponse({ description: 'Not logged in' }));

/** Staff only: 401 when logged out, 403 for a client. */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AuthenticatedGuard, AdminGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ description: 'Not logged in' }),
    ApiForbiddenResponse({ description: 'Not staff' }),
  );
