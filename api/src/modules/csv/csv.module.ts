import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ParsingModule } from '../../common/parsing/parsing.module';
import { CategoriesModule } from '../categories/categories.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { BooksModule } from '../books/books.module';
import { LedgerModule } from '../ledger/ledger.module';
import { AdminCsvController } from './admin-csv.controller';
import { CsvBooksService } from './csv-books.service';
import { CsvCategorizationService } from './csv-categorization.service';
import { CsvColumnMappingsService } from './csv-column-mappings.service';
import { CsvDownloads } from './csv-downloads.service';
import { CsvQuotaService } from './csv-quota.service';
import { CsvTempFolder } from './csv-temp-folder';
import { CsvFileInterceptor } from './csv-upload.interceptor';
import { CsvController } from './csv.controller';
import { CsvProcessor } from './csv.processor';
import { CsvUploadsRepository } from './csv-uploads.repository';
import { CsvUploadsService } from './csv-uploads.service';
import { CsvColumnMapping } from './entities/csv-column-mapping.entity';
import { CsvTransaction } from './entities/csv-transaction.entity';
import { CsvUpload } from './entities/csv-upload.entity';
import { BankFileParser } from './parsing/bank-file-parser';

@Module({
  imports: [
    TypeOrmModule.forFeature([CsvUpload, CsvTransaction, CsvColumnMapping]),
    BooksModule,
    CategoriesModule,
    CategorizationModule,
    LedgerModule,
    ParsingModule,
  ],
  controllers: [CsvController, AdminCsvController],
  providers: [
    CsvUploadsService,
    CsvColumnMappingsService,
    CsvBooksService,
    CsvCategorizationService,
    CsvQuotaService,
    CsvDownloads,
    CsvProcessor,
    CsvFileInterceptor,
    CsvTempFolder,
    BankFileParser,
    CsvUploadsRepository,
  ],
  exports: [CsvUploadsService, CsvCategorizationService, CsvBooksService],
})
export class CsvModule {}
