import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountManagerAssignment } from './entities/account-manager-assignment.entity';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, AccountManagerAssignment])],
  providers: [UsersService, UsersRepository],
  exports: [UsersService],
})
export class UsersModule {}
