import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { AUTH_MESSAGES } from '@ledgerleaf/contracts';
import { Strategy } from 'passport-local';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { AuthUser } from '../../common/auth/auth-user';
import { AuthService } from './auth.service';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<AuthUser> {
    const user = await this.auth.validateCredentials(email, password);
    // One answer for a wrong password and an unknown e-mail.
    if (!user) throw new DomainException(DomainErrorKind.UNAUTHENTICATED, AUTH_MESSAGES.invalidCredentials);
    return user;
  }
}
