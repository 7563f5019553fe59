import { Module } from '@nestjs/common';
import { PlaidModule } from '../plaid/plaid.module';
import { UsersModule } from '../users/users.module';
import { AdminLedgerController } from './admin-ledger.controller';
import { LedgerController } from './ledger.controller';
import { LedgerEntriesReader } from './ledger-entries.reader';
import { LedgerService } from './ledger.service';

/** The books: every transaction of a client from every source, possible duplicates and their decisions. */
@Module({
  imports: [PlaidModule, UsersModule],
  controllers: [LedgerController, AdminLedgerController],
  providers: [LedgerService, LedgerEntriesReader],
  exports: [LedgerService, LedgerEntriesReader],
})
export class LedgerModule {}
