import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UserDataOwners } from '../../common/user-data/user-data-owner';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionProcessor } from './account-deletion.processor';
import { AccountDeletionService } from './account-deletion.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/**
 * The /api/user/* endpoints. A module of its own because it composes users and auth
 * (passwords, sessions, notices); auth already depends on users, so these cannot live in
 * the users module without a cycle. Deletion finds the modules owning user data through
 * @OwnsUserData() (Nest discovery), so it imports none of them.
 */
@Module({
  imports: [UsersModule, AuthModule, DiscoveryModule],
  controllers: [AccountController],
  providers: [AccountService, AccountDeletionService, AccountDeletionProcessor, UserDataOwners],
})
export class AccountModule {}
