import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { AuthUser } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';

/**
 * The session stores only the user id; each request loads the current row.
 * Passport keeps serializers in one process-wide list, so after this application
 * closes (several apps share a process in tests) it passes to the next one.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  private closed = false;

  constructor(private readonly users: UsersService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: AuthUser, done: (err: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: Error | 'pass' | null, user?: AuthUser | false) => void): void {
    if (this.closed) return done('pass');
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
