import { ApiProperty } from '@nestjs/swagger';
import { REPORT_LIMITS, REPORT_MESSAGES } from '@ledgerleaf/contracts';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength, MinLength } from 'class-validator';
import { IsListOf } from '../../../common/validation/list-of';

export class FeedbackExampleDto {
  @ApiProperty({ example: 'SQ *MAPLE LEAF CAFE' })
  @IsString({ message: 'transactionName must be text' })
  @MinLength(1, { message: 'transactionName is required' })
  @MaxLength(500, { message: 'transactionName must be at most 500 characters' })
  transactionName: string;

  @ApiProperty({ example: 'Travel & Meals' })
  @IsString({ message: 'correctCategory must be text' })
  @MinLength(1, { message: 'correctCategory is required' })
  @MaxLength(100, { message: 'correctCategory must be at most 100 characters' })
  correctCategory: string;
}

export class RecategorizeReportDto {
  @ApiProperty({ type: [FeedbackExampleDto] })
  @IsListOf(() => FeedbackExampleDto, { message: 'feedbackExamples must be a list of { transactionName, correctCategory } objects' })
  @ArrayMinSize(1, { message: REPORT_MESSAGES.noValidFeedback })
  @ArrayMaxSize(REPORT_LIMITS.feedbackExamplesMax, { message: REPORT_MESSAGES.feedbackExamplesTooMany })
  feedbackExamples: FeedbackExampleDto[];
}
