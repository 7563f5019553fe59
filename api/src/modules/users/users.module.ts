import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountManagerAssignment } from './entities/account-manager-assignment.entity';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { StaffPhotosService } from './staff-photos.service';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, AccountManagerAssignment])],
  providers: [UsersService, UsersRepository, StaffPhotosService],
  exports: [UsersService, StaffPhotosService],
})
export class UsersModule {}
