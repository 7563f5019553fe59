import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { QuestionMailsProcessor } from './question-mails.processor';
import { QuestionMailsScheduler } from './question-mails.scheduler';
import { QuestionMailsService } from './question-mails.service';
import { ReportsModule } from '../reports/reports.module';
import { AdminQuestionsController, AdminReportQuestionsController } from './admin-questions.controller';
import { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionReceiptsController } from './question-receipts.controller';
import { QuestionsController } from './questions.controller';
import { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';
import { ReceiptUploadInterceptor } from './uploads/receipt-upload.interceptor';

/** Questions on transactions: staff ask about a row of a pending report, the client answers (issue 18, part 2). */
@Module({
  imports: [TypeOrmModule.forFeature([TransactionQuestion]), ReportsModule, LedgerModule, UsersModule, MailModule],
  controllers: [QuestionsController, AdminQuestionsController, AdminReportQuestionsController, QuestionReceiptsController],
  providers: [QuestionsService, QuestionMailsService, QuestionMailsScheduler, QuestionMailsProcessor, ReceiptUploadInterceptor, QuestionsRepository],
  exports: [QuestionsService],
})
export class QuestionsModule {}
