import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { RECONCILIATION_LIMITS, RECONCILIATION_MESSAGES, REPORT_LIMITS } from '@ledgerleaf/contracts';
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

  @ApiPropertyOptional({ description: 'Approving with accounts unreconciled: why (kept with the version, shown to the client)' })
  @IsOptional()
  @IsString({ message: RECONCILIATION_MESSAGES.badReason })
  @MaxLength(RECONCILIATION_LIMITS.reasonMaxLength, { message: RECONCILIATION_MESSAGES.badReason })
  unreconciledReason?: string;
}
