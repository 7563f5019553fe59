import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { AiUsageMetrics } from './ai-usage.metrics';
import { ApprovalLearningProcessor } from './approval-learning.processor';
import { CategorizationService } from './categorization.service';
import { AiTokenUsage } from './entities/ai-token-usage.entity';
import { MerchantMemory } from './entities/merchant-memory.entity';
import { OpenAiAdapter } from './openai.adapter';

@Module({
  imports: [TypeOrmModule.forFeature([MerchantMemory, AiTokenUsage]), CategoriesModule],
  providers: [CategorizationService, OpenAiAdapter, AiUsageMetrics, ApprovalLearningProcessor],
  exports: [CategorizationService],
})
export class CategorizationModule {}
