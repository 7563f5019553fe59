import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksModule } from '../../common/webhooks/webhooks.module';
import { BooksModule } from '../books/books.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UsersModule } from '../users/users.module';
import { BankItemsRepository } from './bank-items.repository';
import { BankItemsService } from './bank-items.service';
import { BankSyncProcessor } from './bank-sync.processor';
import { BankSyncService } from './bank-sync.service';
import { BankTransactionsController } from './bank-transactions.controller';
import { BankTransactionsRepository } from './bank-transactions.repository';
import { BankTransactionsService } from './bank-transactions.service';
import { AccountVisibility } from './entities/account-visibility.entity';
import { BankAccount } from './entities/bank-account.entity';
import { BankItem } from './entities/bank-item.entity';
import { BankTransaction } from './entities/bank-transaction.entity';
import { ItemHealthService } from './item-health.service';
import { PlaidDiagnosticsController } from './plaid-diagnostics.controller';
import { PlaidDiagnosticsService } from './plaid-diagnostics.service';
import { PlaidLinkingService } from './plaid-linking.service';
import { PlaidWebhookController } from './plaid-webhook.controller';
import { PlaidWebhookVerifier } from './plaid-webhook.verifier';
import { PlaidWebhooksService } from './plaid-webhooks.service';
import { PlaidAdapter } from './plaid.adapter';
import { PlaidController } from './plaid.controller';

/** Bank linking (Plaid), the bank-sync job, verified webhooks, transactions and diagnostics. */
@Module({
  imports: [BooksModule, LedgerModule, UsersModule, WebhooksModule, TypeOrmModule.forFeature([BankItem, BankAccount, BankTransaction, AccountVisibility])],
  controllers: [PlaidController, BankTransactionsController, PlaidWebhookController, PlaidDiagnosticsController],
  providers: [
    PlaidAdapter,
    PlaidLinkingService,
    BankItemsService,
    BankSyncService,
    BankSyncProcessor,
    ItemHealthService,
    PlaidWebhookVerifier,
    PlaidWebhooksService,
    BankTransactionsService,
    PlaidDiagnosticsService,
    BankItemsRepository,
    BankTransactionsRepository,
  ],
  exports: [BankItemsService, BankTransactionsService],
})
export class PlaidModule {}
