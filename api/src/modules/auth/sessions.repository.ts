import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Session } from './entities/session.entity';

/** The SQL of login sessions (connect-pg-simple's table) beyond plain entity calls: the sessions of one user, found inside the JSON. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Deletes every session of the user but `exceptSid`; returns how many. */
  async deleteOfUser(userId: number, exceptSid?: string): Promise<number> {
    const qb = this.db
      .getRepository(Session)
      .createQueryBuilder()
      .delete()
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId: String(userId) });
    if (exceptSid) qb.andWhere('sid <> :exceptSid', { exceptSid });
    return (await qb.execute()).affected ?? 0;
  }
}
