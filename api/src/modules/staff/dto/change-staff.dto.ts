import { ApiPropertyOptional } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffChangeRequest, type StaffRole } from '@ledgerleaf/contracts';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** PATCH /api/admin/staff/:id: a new role, and/or active false (deactivate) or true (reactivate). */
export class ChangeStaffDto implements StaffChangeRequest {
  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IsOptional()
  @IsIn([...STAFF_ROLES], { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'false deactivates (sessions end at once), true reactivates' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ description: "The staff member's direct line ('' removes it)", example: '+1 416 555 0142' })
  @IsOptional()
  @MaxLength(32, { message: 'phone must be at most 32 characters' })
  @IsString({ message: 'phone must be text' })
  phone?: string;
}
