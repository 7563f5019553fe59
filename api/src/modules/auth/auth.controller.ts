import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type Locale, RATE_LIMITS, STAFF_MFA } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { endSession } from '../../common/session/end-session';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { requestLocale } from '../../common/i18n/request-locale';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import { AuthService } from './auth.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { MessageResponseDto } from './dto/message-response.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { MfaChallengeDto } from './dto/staff-mfa-responses.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { PasswordResetService } from './password-reset.service';
import { logInSession, startPendingMfa } from './session-login';
import { StaffMfaService } from './staff-mfa.service';

@ApiTags('auth')
@ApiExtraModels(CurrentUserDto, MfaChallengeDto)
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly staffMfa: StaffMfaService,
  ) {}

  @Post('register')
  @RateLimit({ name: 'register', ...RATE_LIMITS.register })
  @ApiOperation({ summary: 'Create an account and log in; coupon LAUNCH2025 gives the annual plan, otherwise no plan until payment' })
  @ApiCreatedResponse({ type: CurrentUserDto })
  @ApiConflictResponse({ description: ACCOUNT_MESSAGES.emailTaken })
  async register(@Body() body: RegisterDto, @Req() req: Request): Promise<CurrentUserDto> {
    const user = await this.auth.register(body, requestLocale(req));
    await logInSession(req, user);
    return CurrentUserDto.from(user);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @RateLimit({ name: 'forgot-password', ...RATE_LIMITS.forgotPassword })
  @ApiOperation({ summary: 'E-mail a reset link if the account exists; the answer never tells' })
  @ApiOkResponse({ type: MessageResponseDto })
  async forgotPassword(@Body() body: ForgotPasswordDto, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.passwordReset.requestReset(body.email);
    return MessageResponseDto.of(translate(locale, 'account:resetEmailSent'));
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit({ name: 'reset-password', ...RATE_LIMITS.resetPassword })
  @ApiOperation({ summary: 'Set a new password with the emailed token (single use, one hour); ends every session' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: ACCOUNT_MESSAGES.resetTokenInvalid })
  async resetPassword(@Body() body: ResetPasswordDto, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.passwordReset.resetPassword(body.token, body.password);
    return MessageResponseDto.of(translate(locale, 'account:passwordReset'));
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    summary: 'Log in with e-mail and password; starts a session cookie',
    description: 'Staff with two-factor login on get `{ mfaRequired: true }` and no session yet: POST /api/login/mfa with the code completes the login.',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(CurrentUserDto) }, { $ref: getSchemaPath(MfaChallengeDto) }] } })
  @ApiUnauthorizedResponse({ description: AUTH_MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts' })
  async login(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<CurrentUserDto | MfaChallengeDto> {
    if (await this.staffMfa.codeRequiredAtLogin(user)) {
      await startPendingMfa(req, user.id, STAFF_MFA.pendingLoginTtlMs);
      return MfaChallengeDto.create();
    }
    await logInSession(req, user);
    return this.currentUser(user);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response, @AnswerLocale() locale: Locale): Promise<{ message: string }> {
    await endSession(req, res);
    return { message: translate(locale, 'auth:loggedOut') };
  }

  @Get('user')
  @Authenticated()
  @ApiOperation({ summary: 'The logged-in user (401 when logged out)' })
  @ApiOkResponse({ type: CurrentUserDto })
  me(@CurrentUser() user: AuthUser): Promise<CurrentUserDto> {
    return this.currentUser(user);
  }

  /** The user, flagged when STAFF_MFA_REQUIRED holds them at the two-factor setup. */
  private async currentUser(user: AuthUser): Promise<CurrentUserDto> {
    const dto = CurrentUserDto.from(user);
    if (await this.staffMfa.enrolmentRequired(user)) dto.mfaEnrolmentRequired = true;
    return dto;
  }
}
