import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

/** The session stores only the user id; each request loads the current row. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: User, done: (err: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: Error | null, user?: User | false) => void): void {
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error: Error) => done(error),
    );
  }
}
