import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ParsingModule } from '../../common/parsing/parsing.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { LedgerModule } from '../ledger/ledger.module';
import { AdminReceiptsController } from './admin-receipts.controller';
import { Receipt } from './entities/receipt.entity';
import { ReceiptReader } from './reading/receipt-reader';
import { ReceiptAiReading } from './receipt-ai-reading.service';
import { ReceiptMatchingService } from './receipt-matching.service';
import { ReceiptReadingProcessor } from './receipt-reading.processor';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';
import { ReceiptFilesInterceptor } from './uploads/receipt-files.interceptor';

/** Receipts (issue 30): the inbox, reading on the workers (PDF text, OCR), matching to the books. */
@Module({
  imports: [TypeOrmModule.forFeature([Receipt]), LedgerModule, ParsingModule, CategorizationModule],
  controllers: [ReceiptsController, AdminReceiptsController],
  providers: [ReceiptsService, ReceiptsRepository, ReceiptMatchingService, ReceiptReader, ReceiptReadingProcessor, ReceiptAiReading, ReceiptFilesInterceptor],
  exports: [ReceiptMatchingService],
})
export class ReceiptsModule {}
