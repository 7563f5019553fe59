import { ApiProperty } from '@nestjs/swagger';
import { REPORT_MESSAGES, REPORT_OVERRIDE_KINDS, type ReportOverrideKind } from '@ledgerleaf/contracts';
import { IsIn } from 'class-validator';

export class UploadOverrideDto {
  @ApiProperty({ enum: REPORT_OVERRIDE_KINDS })
  @IsIn([...REPORT_OVERRIDE_KINDS], { message: REPORT_MESSAGES.overrideKind })
  fileType: ReportOverrideKind;
}
