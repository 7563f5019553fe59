import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { QuestionsModule } from '../questions/questions.module';
import { UsersModule } from '../users/users.module';
import { ConversationDigestProcessor } from './conversation-digest.processor';
import { AdminConversationController, AdminInboxController, ConversationAttachmentsController, ConversationController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { ConversationAttachment } from './entities/conversation-attachment.entity';
import { ConversationMessage } from './entities/conversation-message.entity';
import { ConversationThread } from './entities/conversation-thread.entity';
import { AttachmentsUploadInterceptor } from './uploads/attachments-upload.interceptor';

/** Conversations: one thread per client with the firm (issue 29, point 3). */
@Module({
  imports: [TypeOrmModule.forFeature([ConversationMessage, ConversationAttachment, ConversationThread]), QuestionsModule, UsersModule, MailModule],
  controllers: [ConversationController, AdminConversationController, AdminInboxController, ConversationAttachmentsController],
  providers: [ConversationsService, ConversationDigestProcessor, AttachmentsUploadInterceptor],
})
export class ConversationsModule {}
