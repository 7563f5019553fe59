import { Controller, Delete, Get, HttpCode, Param, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Locale, STAFF_MESSAGES } from '@ledgerleaf/contracts';
import { AnswerLocale } from '../../common/i18n/answer-locale.decorator';
import { translate } from '../../common/i18n/translator';
import type { Request, Response } from 'express';
import { NotClientData } from '../../common/access-log/access-logged.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { AdminOnly, StaffRoles } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { sendFile } from '../../common/http/file-response';
import { takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { rowIdFromPath } from '../../database/columns';
import { MessageResponseDto } from '../auth/dto/message-response.dto';
import { StaffPhotosService } from '../users/staff-photos.service';
import { PhotoUploadInterceptor } from './uploads/photo-upload.interceptor';

/** Staff profile photos: each staff member sets their own; every staff member sees them in the console. */
@ApiTags('admin')
@AdminOnly()
// Every staff member sets their own photo (like their two-factor login).
@StaffRoles('owner', 'bookkeeper', 'reviewer')
@Controller('admin/staff')
export class StaffPhotoController {
  constructor(private readonly photos: StaffPhotosService) {}

  @NotClientData("the staff member's own profile photo")
  @Put('me/photo')
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiOperation({ summary: 'Set your profile photo (multipart field "photo": JPEG, PNG or WebP; cropped square and resized)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async setMine(@CurrentUser() user: AuthUser, @Req() req: Request, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    const [upload, ...extra] = takeUploadedFiles(req);
    await Promise.all(extra.map((file) => this.photos.discard(file.key)));
    await this.photos.set(user.id, upload);
    return MessageResponseDto.of(translate(locale, 'staff:photoSaved'));
  }

  @NotClientData("the staff member's own profile photo")
  @Delete('me/photo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove your profile photo (clients see your initials)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async clearMine(@CurrentUser() user: AuthUser, @AnswerLocale() locale: Locale): Promise<MessageResponseDto> {
    await this.photos.clear(user.id);
    return MessageResponseDto.of(translate(locale, 'staff:photoRemoved'));
  }

  @NotClientData("a staff member's profile photo: the firm's own records")
  @Get(':id/photo')
  @ApiOperation({ summary: "A staff member's photo (JPEG), 404 when none" })
  @ApiNotFoundResponse({ description: STAFF_MESSAGES.noPhoto })
  async photo(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendFile(req, res, await this.photos.ofStaff(rowIdFromPath(id) ?? 0));
  }
}
