import { Global, Module } from '@nestjs/common';
import { MailAdapter } from './mail.adapter';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailAdapter, MailService], exports: [MailService] })
export class MailModule {}
