import { ApiProperty } from '@nestjs/swagger';
import { REPORT_VERSION_MESSAGES, type ReopenReportRequest } from '@ledgerleaf/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/public-form-fields';

/** POST /api/admin/reports/{reportId}/reopen */
export class ReopenReportDto implements ReopenReportRequest {
  @ApiProperty({ example: 'The Staples charge was office furniture, not supplies.', maxLength: 1000 })
  @Trim()
  @MaxLength(1000, { message: REPORT_VERSION_MESSAGES.reasonTooLong })
  @IsNotEmpty({ message: REPORT_VERSION_MESSAGES.reasonRequired })
  @IsString({ message: REPORT_VERSION_MESSAGES.reasonRequired })
  reason: string;
}
