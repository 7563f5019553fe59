import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';

/** The logged-in user of the request (use behind @Authenticated or @AdminOnly). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<Request>().user as AuthUser;
});
