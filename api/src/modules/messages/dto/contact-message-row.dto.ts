import { ApiProperty } from '@nestjs/swagger';
import { ContactMessageRow, enumValues, MessageStatus } from '@ledgerleaf/contracts';
import type { Message } from '../entities/message.entity';

/** A contact message as the API answers it, to the public form and to staff. */
export class ContactMessageRowDto implements ContactMessageRow {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() question: string;
  @ApiProperty({ enum: enumValues(MessageStatus) }) status: MessageStatus;
  @ApiProperty() createdAt: string;
  @ApiProperty({ type: String, nullable: true }) readAt: string | null;

  static from(message: Message): ContactMessageRowDto {
    return Object.assign(new ContactMessageRowDto(), {
      id: message.id,
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      question: message.question,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      readAt: message.readAt ? message.readAt.toISOString() : null,
    });
  }
}
