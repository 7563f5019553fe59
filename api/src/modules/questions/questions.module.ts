import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { MonthlyReport } from '../reports/entities/monthly-report.entity';
import { ReportsModule } from '../reports/reports.module';
import { AdminQuestionsController, AdminReportQuestionsController } from './admin-questions.controller';
import { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';

/** Questions on transactions: staff ask about a row of a pending report, the client answers (issue 18, part 2). */
@Module({
  imports: [TypeOrmModule.forFeature([TransactionQuestion, LedgerEntry, MonthlyReport]), ReportsModule],
  controllers: [QuestionsController, AdminQuestionsController, AdminReportQuestionsController],
  providers: [QuestionsService],
  exports: [QuestionsService],
})
export class QuestionsModule {}
