import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ReportedPurchase } from './entities/reported-purchase.entity';

/** Purchases reported to Meta (reported_purchases), one row per purchase key. */
@Injectable()
export class ReportedPurchasesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Claims the purchase key before sending (INSERT … ON CONFLICT DO NOTHING RETURNING):
   * true for the one caller that inserted it, false when it was claimed already.
   */
  async claim(row: Pick<ReportedPurchase, 'purchaseKey' | 'userId' | 'value' | 'currency'>): Promise<boolean> {
    const claimed = await this.db.getRepository(ReportedPurchase).createQueryBuilder().insert().values(row).orIgnore().returning('id').execute();
    return (claimed.raw as unknown[]).length > 0;
  }
}
