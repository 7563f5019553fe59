import { Injectable } from '@nestjs/common';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordService } from './password.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
  ) {}

  /** The user for these credentials, or null; takes as long whether or not the e-mail exists. */
  async validateCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return this.passwords.verifyAgainstNothing(password).then(() => null);
    return (await this.passwords.verify(user.passwordHash, password)) ? user : null;
  }
}
