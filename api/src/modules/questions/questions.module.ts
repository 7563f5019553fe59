import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerModule } from '../ledger/ledger.module';
import { ReportsModule } from '../reports/reports.module';
import { AdminQuestionsController, AdminReportQuestionsController } from './admin-questions.controller';
import { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';

/** Questions on transactions: staff ask about a row of a pending report, the client answers (issue 18, part 2). */
@Module({
  imports: [TypeOrmModule.forFeature([TransactionQuestion]), ReportsModule, LedgerModule],
  controllers: [QuestionsController, AdminQuestionsController, AdminReportQuestionsController],
  providers: [QuestionsService],
  exports: [QuestionsService],
})
export class QuestionsModule {}
