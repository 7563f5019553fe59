import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPORT_LIMITS } from '@ledgerleaf/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateReportStatusDto {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'status must be approved or rejected' })
  status: 'approved' | 'rejected';

  @ApiPropertyOptional({ description: 'Required when rejecting' })
  @IsOptional()
  @IsString({ message: 'adminNotes must be text' })
  @MaxLength(REPORT_LIMITS.adminNotesMaxLength, { message: `adminNotes must be at most ${REPORT_LIMITS.adminNotesMaxLength} characters` })
  adminNotes?: string;
}
