import { ApiProperty } from '@nestjs/swagger';
import { CallRequestStatus, CallRequestStatusUpdate, CONTACT_ADMIN_MESSAGES, enumValues } from '@ledgerleaf/contracts';
import { IsIn } from 'class-validator';

/** Staff toggle a call request between pending and completed, in either direction. */
export class UpdateCallRequestStatusDto implements CallRequestStatusUpdate {
  @ApiProperty({ enum: enumValues(CallRequestStatus), example: CallRequestStatus.COMPLETED })
  @IsIn(enumValues(CallRequestStatus), { message: CONTACT_ADMIN_MESSAGES.callRequestStatusInvalid })
  status: CallRequestStatus;
}
