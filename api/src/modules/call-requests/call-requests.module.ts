import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCallRequestsController } from './admin-call-requests.controller';
import { CallRequestsController } from './call-requests.controller';
import { CallRequestsService } from './call-requests.service';
import { CallRequest } from './entities/call-request.entity';
import { CallRequestsRepository } from './call-requests.repository';

@Module({
  imports: [TypeOrmModule.forFeature([CallRequest])],
  controllers: [CallRequestsController, AdminCallRequestsController],
  providers: [CallRequestsService, CallRequestsRepository],
  exports: [CallRequestsService],
})
export class CallRequestsModule {}
