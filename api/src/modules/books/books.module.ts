import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { TaxModule } from '../tax/tax.module';
import { UsersModule } from '../users/users.module';
import { AdminBooksController } from './admin-books.controller';
import { BooksController } from './books.controller';
import { BooksRepository } from './books.repository';
import { BooksService } from './books.service';
import { OpeningsRepository } from './openings.repository';
import { OpeningsService } from './openings.service';
import { AdminReconciliationsController } from './reconciliations/admin-reconciliations.controller';
import { ReconciliationsController } from './reconciliations/reconciliations.controller';
import { ReconciliationsRepository } from './reconciliations/reconciliations.repository';
import { ReconciliationsService } from './reconciliations/reconciliations.service';

/**
 * The books: the chart of accounts, the double-entry journal and the statements read from it.
 * The journal is written by the database (books_post, migration Books1795900000001) in the
 * same transaction as every change of the ledger, the categories or an account's visibility.
 */
@Module({
  imports: [UsersModule, TaxModule, LedgerModule],
  controllers: [BooksController, AdminBooksController, ReconciliationsController, AdminReconciliationsController],
  providers: [BooksService, BooksRepository, OpeningsService, OpeningsRepository, ReconciliationsService, ReconciliationsRepository],
  exports: [BooksService, OpeningsService, ReconciliationsService],
})
export class BooksModule {}
