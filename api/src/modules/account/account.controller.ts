import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_MESSAGES, type Locale, RATE_LIMITS, STAFF_MESSAGES } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import type { Request, Response } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { RateLimit } from '../../common/rate-limit/rate-limit.guard';
import { endSession } from '../../common/session/end-session';
import { sendFile } from '../../common/http/file-response';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import { AccountManagerResponseDto } from '../users/dto/account-manager.dto';
import { CurrentUserDto } from '../users/dto/current-user.dto';
import { StaffPhotosService } from '../users/staff-photos.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { TaxQuestionnaireDto } from './dto/tax-questionnaire.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';

@ApiTags('account')
@Controller('user')
@Authenticated()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly photos: StaffPhotosService,
  ) {}

  @Post('tax-questionnaire')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer the Tax Information Required dialog; non-numeric amounts count as 0' })
  @ApiOkResponse({ type: CurrentUserDto })
  async taxQuestionnaire(@CurrentUser() user: AuthUser, @Body() body: TaxQuestionnaireDto): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.submitTaxQuestionnaire(user, body));
  }

  @Get('account-manager')
  @ApiOperation({ summary: "The client's account manager for the dashboard card (null until assigned; the phone for annual plans only)" })
  @ApiOkResponse({ type: AccountManagerResponseDto })
  async accountManager(@CurrentUser() user: AuthUser): Promise<AccountManagerResponseDto> {
    return this.account.accountManager(user);
  }

  @Get('account-manager/photo')
  @ApiOperation({ summary: "Your account manager's photo (JPEG); 404 when they have none (the card shows initials)" })
  @ApiNotFoundResponse({ description: STAFF_MESSAGES.noPhoto })
  async accountManagerPhoto(@CurrentUser() user: AuthUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendFile(req, res, await this.photos.ofManagerOf(user.id));
  }

  @Patch('profile')
  @ApiOperation({ summary: 'Update name, e-mail and phone; a new e-mail needs currentPassword, and the old address is told' })
  @ApiOkResponse({ type: CurrentUserDto })
  @ApiBadRequestResponse({ description: `${ACCOUNT_MESSAGES.passwordNeededForEmail} or ${ACCOUNT_MESSAGES.currentPasswordWrong} (currentPassword)` })
  @ApiConflictResponse({ description: ACCOUNT_MESSAGES.emailInUse })
  async updateProfile(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<CurrentUserDto> {
    return CurrentUserDto.from(await this.account.updateProfile(user, body));
  }

  @Patch('password')
  @RateLimit({ name: 'change-password', ...RATE_LIMITS.resetPassword })
  @ApiOperation({ summary: 'Change the password (current one required); other sessions end' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: `${ACCOUNT_MESSAGES.currentPasswordWrong} (currentPassword) or "Passwords don't match" (confirmPassword)` })
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @AnswerLocale() locale: Locale,
  ): Promise<MessageResponseDto> {
    await this.account.changePassword(user, body, req.sessionID);
    return MessageResponseDto.of(translate(locale, 'account:passwordChanged'));
  }

  @Delete()
  @RateLimit({ name: 'delete-account', ...RATE_LIMITS.resetPassword })
  @ApiOperation({ summary: 'Delete the account (password required): logs out at once; a job cancels the subscription, removes bank items, rows and files' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ description: `${ACCOUNT_MESSAGES.passwordNeededToDelete} or ${ACCOUNT_MESSAGES.deletePasswordWrong} (password)` })
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @AnswerLocale() locale: Locale,
  ): Promise<MessageResponseDto> {
    await this.account.requestDeletion(user, body, req.sessionID);
    await endSession(req, res);
    return MessageResponseDto.of(translate(locale, 'account:accountDeleted'));
  }
}
