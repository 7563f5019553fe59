import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AdminLedgerController } from './admin-ledger.controller';
import { LedgerBankAccounts } from './ledger-bank-accounts';
import { LedgerController } from './ledger.controller';
import { LedgerChangesService } from './ledger-changes.service';
import { LedgerEntriesReader } from './ledger-entries.reader';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { MonthCloseRepository } from './month-close.repository';
import { MonthCloseService } from './month-close.service';

/** The books: every transaction of a client from every source, possible duplicates and their decisions. */
@Module({
  imports: [UsersModule],
  controllers: [LedgerController, AdminLedgerController],
  providers: [LedgerService, LedgerRepository, LedgerChangesService, LedgerBankAccounts, LedgerEntriesReader, MonthCloseService, MonthCloseRepository],
  exports: [LedgerService, LedgerChangesService, LedgerBankAccounts, LedgerEntriesReader, MonthCloseService],
})
export class LedgerModule {}
