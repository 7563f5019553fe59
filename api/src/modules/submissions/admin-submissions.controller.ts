import { Controller, Get, Param, ParseIntPipe, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubmissionStatus, type AdminSubmissionView } from '@ledgerleaf/contracts';
import type { Request, Response } from 'express';
import { AdminOnly, ForClient } from '../../common/decorators/auth.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiListQuery, type RawListQuery, sendListPage } from '../../common/react-admin/list-query';
import type { AuthUser } from '../../common/auth/auth-user';
import { toAdminSubmissionView } from './dto/submission-view';
import { SubmissionReviewService } from './submission-review.service';
import { takeUploadedFiles } from '../../common/uploads/file-upload.interceptor';
import { ResultFilesUploadInterceptor } from './uploads/submission-upload.interceptor';
import { AccessLogged, NotClientData } from '../../common/access-log/access-logged.decorator';

const RESULT_FILES_BODY = {
  schema: {
    type: 'object',
    required: ['pdf', 'csv'],
    properties: { pdf: { type: 'string', format: 'binary' }, csv: { type: 'string', format: 'binary' } },
  },
};

/** The console's submissions (react-admin simple-rest dialect) and the two staff actions. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/submissions')
export class AdminSubmissionsController {
  constructor(private readonly review: SubmissionReviewService) {}

  @NotClientData('the work queue across clients')
  @Get()
  @ApiOperation({ summary: 'Submissions with Content-Range; filter {"status":"pending"}, {"userId":3} or {"q":"text"}' })
  @ApiListQuery({ sort: '["createdAt","DESC"]', filter: '{"status":"pending"}' })
  @ApiOkResponse({ description: 'AdminSubmissionView[] (libs/contracts)' })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminSubmissionView[]> {
    return sendListPage(res, await this.review.listForAdmin(raw), toAdminSubmissionView);
  }

  @AccessLogged({ kind: 'submission', client: { param: 'id', table: 'submissions' } })
  @Get(':id')
  @ForClient('submission', 'id')
  @ApiOperation({ summary: 'One submission' })
  show(@Param('id', ParseIntPipe) id: number): Promise<AdminSubmissionView> {
    return this.review.getForAdmin(id);
  }

  @AccessLogged({ kind: 'submission', client: { param: 'id', table: 'submissions' } })
  @Post(':id/complete')
  @ForClient('submission', 'id')
  @UseInterceptors(ResultFilesUploadInterceptor)
  @ApiOperation({ summary: 'Mark a pending submission complete with a PDF and a CSV (both required, checked by content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(RESULT_FILES_BODY)
  complete(@CurrentUser() staff: AuthUser, @Param('id', ParseIntPipe) id: number, @Req() req: Request): Promise<AdminSubmissionView> {
    return this.review.deliverResults(id, staff.id, takeUploadedFiles(req), SubmissionStatus.PENDING);
  }

  @AccessLogged({ kind: 'submission', client: { param: 'id', table: 'submissions' } })
  @Post(':id/updated-files')
  @ForClient('submission', 'id')
  @UseInterceptors(ResultFilesUploadInterceptor)
  @ApiOperation({ summary: 'Submit updated PDF and CSV for an edit-requested submission; earlier results stay as history' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(RESULT_FILES_BODY)
  submitUpdatedFiles(@CurrentUser() staff: AuthUser, @Param('id', ParseIntPipe) id: number, @Req() req: Request): Promise<AdminSubmissionView> {
    return this.review.deliverResults(id, staff.id, takeUploadedFiles(req), SubmissionStatus.EDIT_REQUESTED);
  }
}
