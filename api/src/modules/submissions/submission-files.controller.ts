import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user';
import { sendFile } from '../../common/http/file-response';
import { rowIdFromPath } from '../../database/columns';
import { SubmissionFilesService } from './submission-files.service';
import { AccessLogged } from '../../common/access-log/access-logged.decorator';
import { AccessLogWriter } from '../../common/access-log/access-log-writer';

/**
 * Submission files for their owner and staff (GET and HEAD). No guard: anyone else,
 * including a visitor without a session, gets the same 404 as for a missing file.
 */
@ApiTags('files')
@Controller()
export class SubmissionFilesController {
  constructor(private readonly files: SubmissionFilesService) {}

  @AccessLogged({ kind: 'file', client: { param: 'submissionId', table: 'submissions' } })
  @Get('downloads/submission-document/:submissionId/:originalName')
  @ApiOperation({ summary: 'An original document (GET or HEAD); ?index=N picks between documents of the same name' })
  @ApiOkResponse({ description: 'The file, with its stored Content-Type' })
  @ApiNotFoundResponse({ description: 'No such file, or not yours' })
  async document(
    @Req() req: Request,
    @Res() res: Response,
    @Param('submissionId') submissionId: string,
    @Param('originalName') originalName: string,
    @Query('index') index?: string,
  ): Promise<void> {
    await sendFile(req, res, await this.files.document(req.user as AuthUser | undefined, rowIdFromPath(submissionId), originalName, index));
  }
}

/** `/uploads/{key}`, outside the /api prefix (see configureApp). */
@ApiTags('files')
@Controller('uploads')
export class UploadsController {
  constructor(
    private readonly files: SubmissionFilesService,
    private readonly accessLog: AccessLogWriter,
  ) {}

  @Get('*path')
  @ApiOperation({ summary: 'A result file, generated CSV or edit-request attachment (GET or HEAD), owner or staff only' })
  async upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    // The raw path, not the decoded parameter: an encoded slash or dot never matches a key.
    const key = req.path.replace(/^\/uploads\//, '');
    const file = await this.files.byKey(req.user as AuthUser | undefined, key);
    // The client is known only once the key is looked up: staff reading another's file leave their row here, before it is sent.
    if (file.ownerId !== undefined) await this.accessLog.recordStaffRead(req, file.ownerId, 'file', `file ${key}`.slice(0, 200), file.originalName);
    await sendFile(req, res, file);
  }
}
