import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminStaffController } from './admin-staff.controller';
import { StaffPhotoController } from './staff-photo.controller';
import { StaffService } from './staff.service';
import { PhotoUploadInterceptor } from './uploads/photo-upload.interceptor';

/** Staff roles in use: the Staff page's list, invitations, role changes and deactivation (`/api/admin/staff`). */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [AdminStaffController, StaffPhotoController],
  providers: [StaffService, PhotoUploadInterceptor],
})
export class StaffModule {}
