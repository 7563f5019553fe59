import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REPORT_LIMITS, type YearEndPackageRow, personName } from '@ledgerleaf/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { YearEndPackage } from '../entities/year-end-package.entity';

/** POST /api/admin/year-end-packages/:id/update-status, as for a monthly report. */
export class UpdateYearEndPackageStatusDto {
  @ApiProperty({ enum: ['approved', 'rejected'] })
  @IsIn(['approved', 'rejected'], { message: 'status must be approved or rejected' })
  status: 'approved' | 'rejected';

  @ApiPropertyOptional({ description: 'Required when rejecting' })
  @IsOptional()
  @IsString({ message: 'adminNotes must be text' })
  @MaxLength(REPORT_LIMITS.adminNotesMaxLength, { message: `adminNotes must be at most ${REPORT_LIMITS.adminNotesMaxLength} characters` })
  adminNotes?: string;
}

/** A package as the client sees it (no staff notes). */
export function yearEndPackageRow(p: YearEndPackage): YearEndPackageRow {
  return {
    id: p.id,
    userId: p.userId,
    fiscalYearStart: p.fiscalYearStart,
    fiscalYearEnd: p.fiscalYearEnd,
    form: p.form,
    status: p.status,
    // Staff's review notes stay in the console: a rejected package is redone by staff, not by the client.
    adminNotes: null,
    createdAt: p.createdAt.toISOString(),
    reviewedAt: p.reviewedAt ? p.reviewedAt.toISOString() : null,
  };
}

/** A package as the console lists it, with its client. */
export function adminYearEndPackageRow(p: YearEndPackage): YearEndPackageRow {
  return {
    ...yearEndPackageRow(p),
    adminNotes: p.adminNotes,
    failureReason: p.failureReason,
    clientName: p.user ? personName(p.user) : undefined,
    clientEmail: p.user?.email,
  };
}
