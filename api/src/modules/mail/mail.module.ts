import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { MailAdapter } from './mail.adapter';
import { MailOutboxMetrics } from './mail-outbox.metrics';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { StaffNotificationsService } from './staff-notifications.service';

@Global()
@Module({
  imports: [UsersModule],
  providers: [MailAdapter, MailOutboxRepository, MailService, MailProcessor, StaffNotificationsService, MailOutboxMetrics],
  exports: [MailService, StaffNotificationsService],
})
export class MailModule {}
