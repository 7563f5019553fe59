import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@ledgerleaf/contracts';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST …/conversation/messages: text (required unless files are attached). */
export class SendMessageDto {
  @ApiPropertyOptional({ maxLength: CONVERSATION_LIMITS.textMax })
  @IsOptional()
  @IsString({ message: CONVERSATION_MESSAGES.emptyMessage })
  @MaxLength(CONVERSATION_LIMITS.textMax, { message: CONVERSATION_MESSAGES.textTooLong })
  text?: string;
}

/** POST …/conversation/read */
export class ReadConversationDto {
  @ApiProperty({ description: 'The last message id the reader has seen' })
  @IsInt({ message: CONVERSATION_MESSAGES.badReadUpTo })
  upToMessageId: number;
}
