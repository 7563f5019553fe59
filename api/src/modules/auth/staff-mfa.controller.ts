import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type Locale, MFA_MESSAGES } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import type { Request } from 'express';
import { AdminOnly, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { clientAddressKey } from '../../common/http/client-address';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import type { AuthUser } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';
import { MessageResponseDto } from './dto/message-response.dto';
import { MfaCodeDto } from './dto/mfa-code.dto';
import { MfaDisableDto } from './dto/mfa-disable.dto';
import { StaffMfaRecoveryCodesDto, StaffMfaSetupDto, StaffMfaStatusDto } from './dto/staff-mfa-responses.dto';
import { SessionsService } from './sessions.service';
import { logInSession, pendingMfaUserId } from './session-login';
import { StaffMfaService } from './staff-mfa.service';
import { NotClientData } from '../../common/access-log/access-logged.decorator';

/** Staff two-factor login: the second login step, and setting it up or turning it off (staff only). */
@ApiTags('auth')
@Controller()
export class StaffMfaController {
  constructor(
    private readonly staffMfa: StaffMfaService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('login/mfa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Second login step for staff with two-factor login: the 6-digit code or a recovery code; starts the session' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiUnauthorizedResponse({ description: `${MFA_MESSAGES.codeInvalid} / ${MFA_MESSAGES.noPendingLogin}` })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes' })
  async completeLogin(@Body() body: MfaCodeDto, @Req() req: Request): Promise<CurrentUserDto> {
    const userId = pendingMfaUserId(req);
    const user = userId === null ? null : await this.users.findById(userId);
    if (!user) throw new DomainException(DomainErrorKind.UNAUTHENTICATED, MFA_MESSAGES.noPendingLogin);
    if (!(await this.staffMfa.verifyLoginCode(user.id, body.code, clientAddressKey(req)))) {
      throw new DomainException(DomainErrorKind.UNAUTHENTICATED, MFA_MESSAGES.codeInvalid, { fields: { code: [MFA_MESSAGES.codeInvalid] } });
    }
    await logInSession(req, user);
    return CurrentUserDto.from(user);
  }

  @NotClientData("the staff member's own two-factor settings")
  @Get('staff/mfa')
  @AdminOnly()
  // Every staff member sets up their own two-factor login.
  @StaffRoles('owner', 'bookkeeper', 'reviewer')
  @ApiOperation({ summary: 'Whether two-factor login is on for the signed-in staff member' })
  @ApiOkResponse({ type: StaffMfaStatusDto })
  status(@CurrentUser() user: AuthUser): Promise<StaffMfaStatusDto> {
    return this.staffMfa.status(user);
  }

  @NotClientData("the staff member's own two-factor settings")
  @Post('staff/mfa/setup')
  @AdminOnly()
  // Every staff member sets up their own two-factor login.
  @StaffRoles('owner', 'bookkeeper', 'reviewer')
  @ApiOperation({ summary: 'A new authenticator secret (otpauth URI for the QR code); not in force until confirmed with a code' })
  @ApiCreatedResponse({ type: StaffMfaSetupDto })
  setup(@CurrentUser() user: AuthUser): Promise<StaffMfaSetupDto> {
    return this.staffMfa.startSetup(user);
  }

  @NotClientData("the staff member's own two-factor settings")
  @Post('staff/mfa/enable')
  @AdminOnly()
  // Every staff member sets up their own two-factor login.
  @StaffRoles('owner', 'bookkeeper', 'reviewer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the new secret with a code from it: two-factor login is on; returns 10 recovery codes, shown once; other sessions end' })
  @ApiOkResponse({ type: StaffMfaRecoveryCodesDto })
  @ApiBadRequestResponse({ description: MFA_MESSAGES.setupCodeInvalid })
  async enable(@CurrentUser() user: AuthUser, @Body() body: MfaCodeDto, @Req() req: Request): Promise<StaffMfaRecoveryCodesDto> {
    const recoveryCodes = await this.staffMfa.enable(user, body.code, clientAddressKey(req));
    await this.sessions.destroyForUser(user.id, req.sessionID);
    return { recoveryCodes };
  }

  @NotClientData("the staff member's own two-factor settings")
  @Post('staff/mfa/disable')
  @AdminOnly()
  // Every staff member sets up their own two-factor login.
  @StaffRoles('owner', 'bookkeeper', 'reviewer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor login off (current password and a code or recovery code)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: `${MFA_MESSAGES.passwordWrong} (password) or ${MFA_MESSAGES.codeInvalid} (code)` })
  @ApiConflictResponse({ description: MFA_MESSAGES.notEnabled })
  async disable(@CurrentUser() user: AuthUser, @Body() body: MfaDisableDto, @Req() req: Request, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.staffMfa.disable(user, body.password, body.code, clientAddressKey(req));
    return MessageResponseDto.of(translate(locale, 'auth:mfa.disabled'));
  }
}
