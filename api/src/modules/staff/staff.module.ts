import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminStaffController } from './admin-staff.controller';
import { StaffService } from './staff.service';

/** Staff roles in use: the Staff page's list, invitations, role changes and deactivation (`/api/admin/staff`). */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [AdminStaffController],
  providers: [StaffService],
})
export class StaffModule {}
