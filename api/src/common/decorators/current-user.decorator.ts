import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../../modules/users/entities/user.entity';

/** The logged-in user of the request (use behind @Authenticated or @AdminOnly). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => {
  return context.switchToHttp().getRequest<Request>().user as User;
});
