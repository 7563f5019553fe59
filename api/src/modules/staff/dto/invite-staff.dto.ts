import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, STAFF_ROLES, type StaffInvitationRequest, type StaffRole, VALIDATION } from '@ledgerleaf/contracts';
import { IsEmail, IsIn, IsString, Matches, MaxLength } from 'class-validator';

/** POST /api/admin/staff/invitations. */
export class InviteStaffDto implements StaffInvitationRequest {
  @ApiProperty({ example: 'sam@ledgerleaf.ca' })
  @MaxLength(LIMITS.emailMax, { message: VALIDATION.invalidEmail })
  @IsEmail({}, { message: VALIDATION.invalidEmail })
  email: string;

  @ApiProperty({ example: 'Sam' })
  @MaxLength(LIMITS.nameMax, { message: `First name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.firstNameRequired })
  @IsString({ message: VALIDATION.firstNameRequired })
  firstName: string;

  @ApiProperty({ example: 'Rivera' })
  @MaxLength(LIMITS.nameMax, { message: `Last name must be at most ${LIMITS.nameMax} characters` })
  @Matches(/\S/, { message: VALIDATION.lastNameRequired })
  @IsString({ message: VALIDATION.lastNameRequired })
  lastName: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn([...STAFF_ROLES], { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role: StaffRole;
}
