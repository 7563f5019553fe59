import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { UsersModule } from '../users/users.module';
import { AiTokenUsageRepository } from './ai-token-usage.repository';
import { AiUsageMetrics } from './ai-usage.metrics';
import { ApprovalLearningProcessor } from './approval-learning.processor';
import { CategorizationService } from './categorization.service';
import { AiTokenUsage } from './entities/ai-token-usage.entity';
import { MerchantMemory } from './entities/merchant-memory.entity';
import { MerchantMemoryRepository } from './merchant-memory.repository';
import { OpenAiAdapter } from './openai.adapter';

@Module({
  imports: [TypeOrmModule.forFeature([MerchantMemory, AiTokenUsage]), CategoriesModule, UsersModule],
  providers: [CategorizationService, OpenAiAdapter, AiUsageMetrics, ApprovalLearningProcessor, MerchantMemoryRepository, AiTokenUsageRepository],
  exports: [CategorizationService],
})
export class CategorizationModule {}
