import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { AdminSubmissionsController } from './admin-submissions.controller';
import { AdditionalCategory } from './entities/additional-category.entity';
import { EditRequest } from './entities/edit-request.entity';
import { ManualTransaction } from './entities/manual-transaction.entity';
import { SubmissionFile } from './entities/submission-file.entity';
import { SubmissionResult } from './entities/submission-result.entity';
import { Submission } from './entities/submission.entity';
import { SubmissionFilesController, UploadsController } from './submission-files.controller';
import { SubmissionFilesService } from './submission-files.service';
import { SubmissionReviewService } from './submission-review.service';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsRepository } from './submissions.repository';
import { SubmissionsService } from './submissions.service';
import { DocumentsUploadInterceptor, ResultFilesUploadInterceptor } from './uploads/submission-upload.interceptor';

@Module({
  imports: [TypeOrmModule.forFeature([Submission, EditRequest, ManualTransaction, AdditionalCategory, SubmissionFile, SubmissionResult]), LedgerModule],
  controllers: [SubmissionsController, AdminSubmissionsController, SubmissionFilesController, UploadsController],
  providers: [
    SubmissionsService,
    SubmissionReviewService,
    SubmissionFilesService,
    DocumentsUploadInterceptor,
    ResultFilesUploadInterceptor,
    SubmissionsRepository,
  ],
  exports: [SubmissionsService, SubmissionReviewService],
})
export class SubmissionsModule {}
