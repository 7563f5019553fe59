import { Module } from '@nestjs/common';
import { ConversionsController } from './conversions.controller';
import { ConversionsService } from './conversions.service';
import { MetaConversionsAdapter } from './meta-conversions.adapter';

@Module({
  controllers: [ConversionsController],
  providers: [ConversionsService, MetaConversionsAdapter],
})
export class ConversionsModule {}
