import { ApiProperty } from '@nestjs/swagger';
import type { MessageResponse } from '@ledgerleaf/contracts';

export class MessageResponseDto implements MessageResponse {
  @ApiProperty() message: string;

  static of(message: string): MessageResponseDto {
    return Object.assign(new MessageResponseDto(), { message });
  }
}
