import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateDto } from '../../common/validation/validate-dto';
import { LoginDto } from './dto/login.dto';

/**
 * Validates the login body (guards run before pipes), checks the credentials with the
 * local strategy, then starts a fresh session: passport regenerates the session id.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await validateDto(LoginDto, request.body);
    const ok = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    request.session.authenticatedAt = Date.now();
    return ok;
  }
}
