import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MonthlyReport } from './entities/monthly-report.entity';
import { ReportsService } from './reports.service';

@Module({
  imports: [TypeOrmModule.forFeature([MonthlyReport])],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
