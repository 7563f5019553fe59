import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffMember, type StaffRole, StaffRole as Roles } from '@ledgerleaf/contracts';
import type { AuthUser } from '../../../common/auth/auth-user';

/** One row of the console's Staff page. */
export class StaffMemberDto implements StaffMember {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: STAFF_ROLES }) role: StaffRole;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true }) deactivatedAt: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ description: "Direct line shown to annual-plan clients ('' when none)" }) phone: string;

  static from(user: AuthUser): StaffMemberDto {
    return Object.assign(new StaffMemberDto(), {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      // The CHECK keeps a role on every staff row; the fallback only satisfies the type.
      role: user.staffRole ?? Roles.OWNER,
      active: !user.staffDeactivatedAt,
      deactivatedAt: user.staffDeactivatedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      phone: user.phone,
    });
  }
}
