import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CsvModule } from '../csv/csv.module';
import { PlaidModule } from '../plaid/plaid.module';
import { ReportsModule } from '../reports/reports.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/**
 * The /api/user/* endpoints. A module of its own because it composes users, auth
 * (passwords, sessions) and the modules that own files; auth already depends on users,
 * so these cannot live in the users module without a cycle.
 */
@Module({
  imports: [UsersModule, AuthModule, SubmissionsModule, CsvModule, ReportsModule, PlaidModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
