import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Session } from './entities/session.entity';

@Injectable()
export class SessionsService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** Deletes sessions whose expiry has passed; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.sessions.delete({ expire: LessThan(now) });
    return result.affected ?? 0;
  }

  /** Ends every session of a user but `exceptSid` (after a password change or reset). */
  async destroyForUser(userId: number, exceptSid?: string): Promise<number> {
    const qb = this.sessions
      .createQueryBuilder()
      .delete()
      .where(`(sess -> 'passport' ->> 'user') = :userId`, { userId: String(userId) });
    if (exceptSid) qb.andWhere('sid <> :exceptSid', { exceptSid });
    return (await qb.execute()).affected ?? 0;
  }
}
