import { ApiProperty } from '@nestjs/swagger';
import { CallRequestRow, CallRequestStatus, enumValues } from '@ledgerleaf/contracts';
import type { CallRequest } from '../entities/call-request.entity';

/** A call request as the API answers it, to the public form and to staff. */
export class CallRequestRowDto implements CallRequestRow {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ example: '2026-11-24' }) preferredDate: string;
  @ApiProperty({ example: '09:00' }) preferredTime: string;
  @ApiProperty({ example: 'America/Toronto' }) timezone: string;
  @ApiProperty({ enum: enumValues(CallRequestStatus) }) status: CallRequestStatus;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;

  static from(call: CallRequest): CallRequestRowDto {
    return Object.assign(new CallRequestRowDto(), {
      id: call.id,
      firstName: call.firstName,
      lastName: call.lastName,
      email: call.email,
      phone: call.phone,
      preferredDate: call.preferredDate,
      preferredTime: call.preferredTime,
      timezone: call.timezone,
      status: call.status,
      createdAt: call.createdAt.toISOString(),
      updatedAt: call.updatedAt.toISOString(),
    });
  }
}
