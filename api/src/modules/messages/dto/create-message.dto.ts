import { ApiProperty } from '@nestjs/swagger';
import { ContactMessageInput, LIMITS, VALIDATION } from '@ledgerleaf/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PublicContactDto, Trim } from '../../../common/validation/public-form-fields';

export class CreateMessageDto extends PublicContactDto implements ContactMessageInput {
  @ApiProperty({ example: 'Do you handle HST filings for a bakery with two locations?', minLength: LIMITS.questionMin, maxLength: LIMITS.questionMax })
  @Trim()
  @MaxLength(LIMITS.questionMax, { message: VALIDATION.questionMax })
  @MinLength(LIMITS.questionMin, { message: VALIDATION.questionMin })
  @IsString({ message: VALIDATION.questionMin })
  question: string;
}
