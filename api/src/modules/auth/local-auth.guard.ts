import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { clientAddressKey } from '../../common/http/client-address';
import { validateDto } from '../../common/validation/validate-dto';
import { LoginDto } from './dto/login.dto';
import { LoginThrottleService } from './login-throttle.service';

/**
 * Validates the login body (guards run before pipes), counts the attempt and refuses
 * throttled accounts and addresses before any password work, and checks the credentials
 * with the local strategy. The controller then starts the session (or, for staff with
 * two-factor login, the pending second step).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottleService) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = await validateDto(LoginDto, request.body);
    request.body = body;
    const address = clientAddressKey(request);
    await this.throttle.countAttempt(body.email, address);
    let ok: boolean;
    try {
      ok = (await super.canActivate(context)) as boolean;
    } catch (error) {
      const wrongPassword = error instanceof DomainException && error.kind === DomainErrorKind.UNAUTHENTICATED;
      if (!wrongPassword) await this.throttle.release(body.email, address);
      throw error;
    }
    await this.throttle.recordSuccess(body.email, address);
    return ok;
  }
}
