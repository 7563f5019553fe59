import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ParsingModule } from '../../common/parsing/parsing.module';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { CategorizationModule } from '../categorization/categorization.module';
import { LedgerModule } from '../ledger/ledger.module';
import { MailModule } from '../mail/mail.module';
import { TaxModule } from '../tax/tax.module';
import { UsersModule } from '../users/users.module';
import { MissingReceiptsScheduler } from './missing-receipts.scheduler';
import { MissingReceiptsRepository } from './missing-receipts.repository';
import { ReceiptDocumentationService } from './receipt-documentation.service';
import { AdminReceiptsController } from './admin-receipts.controller';
import { Receipt } from './entities/receipt.entity';
import { ReceiptReader } from './reading/receipt-reader';
import { ReceiptAiReading } from './receipt-ai-reading.service';
import { ReceiptMatchingService } from './receipt-matching.service';
import { ReceiptReadingProcessor } from './receipt-reading.processor';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';
import { BankOfCanadaAdapter } from './exchange-rates/bank-of-canada.adapter';
import { ExchangeRatesService } from './exchange-rates/exchange-rates.service';
import { ReceiptFilesInterceptor } from './uploads/receipt-files.interceptor';

/** Receipts (issue 30): the inbox, reading on the workers (PDF text, OCR), matching to the books. */
@Module({
  imports: [TypeOrmModule.forFeature([Receipt]), LedgerModule, ParsingModule, CategorizationModule, TaxModule, UsersModule, MailModule, ScheduledRunsModule],
  controllers: [ReceiptsController, AdminReceiptsController],
  providers: [
    ReceiptsService,
    ReceiptsRepository,
    ReceiptMatchingService,
    ReceiptReader,
    ReceiptReadingProcessor,
    ReceiptFilesInterceptor,
    ReceiptDocumentationService,
    MissingReceiptsRepository,
    MissingReceiptsScheduler,
    ReceiptAiReading,
    BankOfCanadaAdapter,
    ExchangeRatesService,
  ],
  exports: [ReceiptMatchingService],
})
export class ReceiptsModule {}
