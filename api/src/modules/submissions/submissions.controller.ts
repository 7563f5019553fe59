import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import type { SubmissionView } from '@ledgerleaf/contracts';
import type { Request } from 'express';
import { Authenticated } from '../../common/decorators/auth.decorators';
import { UserRateLimit } from '../../common/rate-limit/user-rate-limit.guard';
import { DOCUMENT_BYTES_PER_DAY, takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/auth/auth-user';
import { SubmissionsService } from './submissions.service';
import { DocumentsUploadInterceptor } from './uploads/submission-upload.interceptor';

/** The client's manual submissions (client-spec sections 2 and 7). */
@ApiTags('submissions')
@Authenticated()
@Controller('submissions')
export class SubmissionsController {
  constructor(private readonly submissions: SubmissionsService) {}

  @Get()
  @ApiOperation({ summary: 'Own submissions, newest first; edit requests latest first' })
  @ApiOkResponse({ description: 'SubmissionView[] (libs/contracts)' })
  list(@CurrentUser() user: AuthUser): Promise<SubmissionView[]> {
    return this.submissions.listOwn(user.id);
  }

  @Post()
  @UserRateLimit(DOCUMENT_BYTES_PER_DAY)
  @UseInterceptors(DocumentsUploadInterceptor)
  @ApiOperation({ summary: 'New submission: summaryName, documents[] (PDF, CSV, PNG, JPEG, HEIC, WebP), manualTransactions and additionalCategories as JSON' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['summaryName', 'documents'],
      properties: {
        summaryName: { type: 'string' },
        documents: { type: 'array', items: { type: 'string', format: 'binary' } },
        manualTransactions: { type: 'string', example: '[{"transactionDate":"2026-10-04","transactionName":"Cash sale","province":"ON","amount":"240.00"}]' },
        additionalCategories: { type: 'string', example: '[{"type":"EXPENSE","categoryName":"Printing"}]' },
      },
    },
  })
  @ApiPayloadTooLargeResponse({ description: 'A file, the request or the file count is over its limit' })
  create(@CurrentUser() user: AuthUser, @Req() req: Request, @Body() body: Record<string, unknown>): Promise<SubmissionView> {
    return this.submissions.create(user.id, body ?? {}, takeUploadedFiles(req));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an own submission with its rows and files' })
  @ApiNoContentResponse()
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.submissions.remove(user.id, id);
  }

  @Post(':id/edit-request')
  @UserRateLimit(DOCUMENT_BYTES_PER_DAY)
  @UseInterceptors(DocumentsUploadInterceptor)
  @ApiOperation({ summary: 'Ask for changes: description and optional documents[]; the submission becomes edit_requested' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['description'],
      properties: { description: { type: 'string' }, documents: { type: 'array', items: { type: 'string', format: 'binary' } } },
    },
  })
  requestEdit(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Req() req: Request,
    @Body() body: Record<string, unknown>,
  ): Promise<SubmissionView> {
    return this.submissions.requestEdit(user.id, id, body ?? {}, takeUploadedFiles(req));
  }
}
