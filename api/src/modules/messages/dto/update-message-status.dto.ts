import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_ADMIN_MESSAGES, enumValues, MessageStatus } from '@ledgerleaf/contracts';
import { IsIn } from 'class-validator';

/** Accepts both statuses so that "unread" gets its own answer: read is final. */
export class UpdateMessageStatusDto {
  @ApiProperty({ enum: [MessageStatus.READ], example: MessageStatus.READ })
  @IsIn(enumValues(MessageStatus), { message: CONTACT_ADMIN_MESSAGES.messageStatusInvalid })
  status: MessageStatus;
}
