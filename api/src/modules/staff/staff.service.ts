import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { STAFF_MESSAGES } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PasswordResetService } from '../auth/password-reset.service';
import { PasswordService } from '../auth/password.service';
import { SessionsService } from '../auth/sessions.service';
import { UsersService } from '../users/users.service';
import type { ChangeStaffDto } from './dto/change-staff.dto';
import type { InviteStaffDto } from './dto/invite-staff.dto';

/** Staff management (owners only, enforced by the routes): who is staff, invitations, role changes, deactivation. */
@Injectable()
export class StaffService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly resets: PasswordResetService,
    private readonly sessions: SessionsService,
  ) {}

  list(): Promise<AuthUser[]> {
    return this.users.staffMembers();
  }

  /**
   * Creates the staff account with a random password nobody knows and mails the one-time
   * link that sets the real one (in production, two-factor setup follows the first login).
   */
  async invite(owner: AuthUser, dto: InviteStaffDto): Promise<AuthUser> {
    if (await this.users.findByEmail(dto.email)) {
      throw new DomainException(DomainErrorKind.CONFLICT, STAFF_MESSAGES.emailTaken, { fields: { email: [STAFF_MESSAGES.emailTaken] } });
    }
    const member = await this.users.create({
      email: dto.email,
      firstName: dto.firstName.trim(),
      lastName: dto.lastName.trim(),
      phone: '',
      isAdmin: true,
      staffRole: dto.role,
      passwordHash: await this.passwords.hash(randomBytes(32).toString('base64url')),
    });
    await this.resets.sendStaffInvitation(member, owner);
    return member;
  }

  /** A new role and/or active state; deactivating ends every session of the member at once. */
  async change(id: number, dto: ChangeStaffDto): Promise<AuthUser> {
    if (dto.role === undefined && dto.active === undefined && dto.phone === undefined)
      throw new DomainException(DomainErrorKind.INVALID, STAFF_MESSAGES.nothingToChange);
    const member = await this.users.changeStaff(id, dto);
    if (member.staffDeactivatedAt) await this.sessions.destroyForUser(id);
    return member;
  }
}
