import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AdminUsersController } from './admin-users.controller';

/** The staff console's REST surface (`/api/admin/*`). */
@Module({ imports: [UsersModule], controllers: [AdminUsersController] })
export class AdminModule {}
