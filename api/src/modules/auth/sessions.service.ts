import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Session } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly repository: SessionsRepository,
  ) {}

  /** Deletes sessions whose expiry has passed; returns how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const result = await this.sessions.delete({ expire: LessThan(now) });
    return result.affected ?? 0;
  }

  /** Ends every session of a user but `exceptSid` (after a password change or reset). */
  destroyForUser(userId: number, exceptSid?: string): Promise<number> {
    return this.repository.deleteOfUser(userId, exceptSid);
  }
}
