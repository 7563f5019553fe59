import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MonthlyReport } from './entities/monthly-report.entity';

@Injectable()
export class ReportsService {
  constructor(@InjectRepository(MonthlyReport) private readonly reports: Repository<MonthlyReport>) {}

  /** Storage keys of the CSV files of the user's monthly reports (removed with the account). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.reports.find({ where: { userId }, select: { id: true, transactionsCsvUrl: true, summaryCsvUrl: true } });
    return rows.flatMap((r) => [r.transactionsCsvUrl, r.summaryCsvUrl]).filter((key): key is string => Boolean(key));
  }
}
