import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { Session } from './entities/session.entity';
import { StaffMfaRecoveryCode } from './entities/staff-mfa-recovery-code.entity';
import { StaffMfa } from './entities/staff-mfa.entity';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordResetProcessor } from './password-reset.processor';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { SessionCleanupProcessor } from './session-cleanup.processor';
import { SessionCleanupScheduler } from './session-cleanup.scheduler';
import { SecurityNoticesService } from './security-notices.service';
import { SessionSerializer } from './session.serializer';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { StaffMfaController } from './staff-mfa.controller';
import { StaffMfaGate } from './staff-mfa.gate';
import { StaffMfaRepository } from './staff-mfa.repository';
import { StaffMfaService } from './staff-mfa.service';

@Module({
  imports: [ScheduledRunsModule, UsersModule, PassportModule.register({ session: true }), TypeOrmModule.forFeature([Session, StaffMfa, StaffMfaRecoveryCode])],
  controllers: [AuthController, StaffMfaController],
  providers: [
    AuthService,
    PasswordService,
    PasswordResetService,
    PasswordResetProcessor,
    LoginThrottleService,
    LocalStrategy,
    SessionSerializer,
    SessionsService,
    SessionCleanupProcessor,
    SessionCleanupScheduler,
    SecurityNoticesService,
    StaffMfaService,
    StaffMfaGate,
    SessionsRepository,
    StaffMfaRepository,
  ],
  exports: [PasswordService, PasswordResetService, SessionsService, SecurityNoticesService, StaffMfaGate],
})
export class AuthModule {}
