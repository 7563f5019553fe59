import { Module } from '@nestjs/common';
import { CallRequestsModule } from '../call-requests/call-requests.module';
import { CategorizationModule } from '../categorization/categorization.module';
import { MessagesModule } from '../messages/messages.module';
import { UsersModule } from '../users/users.module';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersController } from './admin-users.controller';

/** The staff console's REST surface (`/api/admin/*`). */
@Module({
  imports: [UsersModule, CallRequestsModule, MessagesModule, CategorizationModule],
  controllers: [AdminUsersController, AdminStatsController],
  providers: [AdminStatsService],
})
export class AdminModule {}
