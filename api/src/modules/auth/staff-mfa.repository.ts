import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StaffMfa } from './entities/staff-mfa.entity';

/** The SQL of staff two-factor settings beyond plain entity calls: spending a TOTP time step once. */
@Injectable()
export class StaffMfaRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Records `step` as the last accepted one if two-factor login is enabled and the step is
   * later than the last accepted, checked and stored in one statement: false when it is not
   * (a replayed or older code, or a concurrent login that spent it first).
   */
  async spendStep(userId: number, step: number): Promise<boolean> {
    const result = await this.db
      .getRepository(StaffMfa)
      .createQueryBuilder()
      .update(StaffMfa)
      .set({ lastUsedStep: step })
      .where('user_id = :userId AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
      .execute();
    return result.affected === 1;
  }
}
