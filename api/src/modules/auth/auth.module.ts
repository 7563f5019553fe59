import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { Session } from './entities/session.entity';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionCleanupProcessor } from './session-cleanup.processor';
import { SessionCleanupScheduler } from './session-cleanup.scheduler';
import { SecurityNoticesService } from './security-notices.service';
import { SessionSerializer } from './session.serializer';
import { SessionsService } from './sessions.service';

@Module({
  imports: [UsersModule, PassportModule.register({ session: true }), TypeOrmModule.forFeature([Session])],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordService,
    PasswordResetService,
    LoginThrottleService,
    LocalStrategy,
    SessionSerializer,
    SessionsService,
    SessionCleanupProcessor,
    SessionCleanupScheduler,
    SecurityNoticesService,
  ],
  exports: [PasswordService, SessionsService, SecurityNoticesService],
})
export class AuthModule {}
