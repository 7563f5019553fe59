import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BooksModule } from '../books/books.module';
import { CategoriesModule } from '../categories/categories.module';
import { TaxModule } from '../tax/tax.module';
import { UsersModule } from '../users/users.module';
import { XeroAccountCode } from './entities/xero-account-code.entity';
import { AdminExportsController } from './admin-exports.controller';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';
import { XeroAccountCodesService } from './xero-account-codes.service';

/** Exports for the accountant (issue 19, point 4): QuickBooks Online, Xero, the general ledger (the journal's lines) and the trial balance. */
@Module({
  imports: [TypeOrmModule.forFeature([XeroAccountCode]), TaxModule, BooksModule, CategoriesModule, UsersModule],
  controllers: [ExportsController, AdminExportsController],
  providers: [ExportsService, XeroAccountCodesService],
})
export class ExportsModule {}
