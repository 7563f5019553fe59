import { Injectable } from '@nestjs/common';
import { MFA_MESSAGES, STAFF_MFA } from '@ledgerleaf/contracts';
import type { Request, RequestHandler } from 'express';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/auth/auth-user';
import { StaffMfaService } from './staff-mfa.service';

/** What a staff member held at the setup may still do: see who they are, set it up, log out. */
const OPEN_WHILE_ENROLLING: { method?: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/user$/ },
  { path: /^\/api\/(login|logout)(\/|$)/ },
  { path: /^\/api\/staff\/mfa(\/|$)/ },
  { method: 'GET', path: /^\/api\/health$/ },
];

/**
 * STAFF_MFA_REQUIRED: a staff member without two-factor login reaches only its setup.
 * Express middleware after the session (for /api and /uploads), so it also covers what
 * runs outside Nest's guards (the queue board, the API docs).
 */
@Injectable()
export class StaffMfaGate {
  constructor(
    private readonly config: AppConfig,
    private readonly staffMfa: StaffMfaService,
  ) {}

  middleware(): RequestHandler {
    return (req, _res, next) => {
      const user = req.user as AuthUser | undefined;
      if (!this.config.staffMfaRequired || user?.isAdmin !== true || isOpen(req)) return next();
      this.staffMfa
        .isEnabled(user.id)
        .then(
          (enabled) =>
            next(
              enabled ? undefined : new DomainException(DomainErrorKind.FORBIDDEN, MFA_MESSAGES.enrolmentRequired, { code: STAFF_MFA.enrolmentRequiredCode }),
            ),
          next,
        );
    };
  }
}

function isOpen(req: Request): boolean {
  const path = req.originalUrl.split('?')[0].replace(/\/+$/, '');
  return OPEN_WHILE_ENROLLING.some((rule) => (!rule.method || rule.method === req.method) && rule.path.test(path));
}
