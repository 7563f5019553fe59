import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledRunsModule } from '../../common/jobs/scheduled-runs';
import { MailModule } from '../mail/mail.module';
import { TaxModule } from '../tax/tax.module';
import { UsersModule } from '../users/users.module';
import { DataExportSourcesRepository } from './data-export-sources.repository';
import { DataExportBuilder } from './data-export.builder';
import { DataExportProcessor } from './data-export.processor';
import { AdminDataExportsController, DataExportsController } from './data-exports.controller';
import { DataExportsRepository } from './data-exports.repository';
import { DataExportsService } from './data-exports.service';
import { DataExport } from './entities/data-export.entity';

/**
 * "All my data, in one download" (issue 29, point 5). Reads the client's rows and files
 * straight from their tables (data-export-sources.repository.ts) rather than through each
 * module, so that it depends only on tax (worksheets are computed, not stored), mail and users.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DataExport]), ScheduledRunsModule, MailModule, TaxModule, UsersModule],
  controllers: [DataExportsController, AdminDataExportsController],
  providers: [DataExportsRepository, DataExportSourcesRepository, DataExportBuilder, DataExportsService, DataExportProcessor],
})
export class DataExportModule {}
