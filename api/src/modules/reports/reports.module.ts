import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminReportsController } from './admin-reports.controller';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportDownloadsController } from './report-downloads.controller';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [TypeOrmModule.forFeature([MonthlyReport])],
  controllers: [ReportsController, AdminReportsController, ReportDownloadsController],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
