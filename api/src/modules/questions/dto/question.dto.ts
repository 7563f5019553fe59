import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  QUESTION_STATUSES,
  type AdminTransactionQuestionDto as AdminQuestionShape,
  type QuestionAnswerDto,
  type QuestionStatus,
  type QuestionTransactionDto,
  type TransactionQuestionDto as QuestionShape,
} from '@ledgerleaf/contracts';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { LoadedQuestion } from '../questions.service';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** An answer's receipt, for its client and staff; the name in the path is the one the browser saves it under. */
export const receiptUrl = (questionId: number, fileName: string) => `/api/downloads/question-receipt/${questionId}/${encodeURIComponent(fileName)}`;

/** POST /api/admin/reports/{reportId}/questions */
export class AskQuestionDto {
  @ApiProperty({ description: 'The ledger id of a row of the report (its `transactionId`)' })
  @IsInt({ message: QUESTION_MESSAGES.transactionIdInvalid })
  transactionId: number;

  @ApiProperty({ maxLength: QUESTION_LIMITS.questionMax })
  @IsString({ message: QUESTION_MESSAGES.questionRequired })
  @MaxLength(QUESTION_LIMITS.questionMax, { message: QUESTION_MESSAGES.questionTooLong })
  question: string;
}

/** POST /api/questions/{id}/answer: a category, a note, a receipt (multipart), or several. */
export class AnswerQuestionDto {
  @ApiPropertyOptional({ description: 'One of your categories' })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_LIMITS.categoryMax)
  category?: string;

  @ApiPropertyOptional({ maxLength: QUESTION_LIMITS.noteMax })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_LIMITS.noteMax, { message: QUESTION_MESSAGES.noteTooLong })
  note?: string;
}

export class TransactionQuestionDto implements QuestionShape {
  @ApiProperty() id: number;
  @ApiProperty({ enum: QUESTION_STATUSES }) status: QuestionStatus;
  @ApiProperty() question: string;
  @ApiProperty({ example: 'RPT-2026-10-000042' }) reportId: string;
  @ApiProperty({ example: { transactionId: 12, date: '2026-10-03', name: 'SQ *COFFEE', amount: '-4.50', accountName: 'RBC Chequing', category: null } })
  transaction: QuestionTransactionDto;
  @ApiProperty() askedAt: string;
  @ApiPropertyOptional({
    nullable: true,
    example: { category: 'Meals', note: null, receipt: { fileName: 'receipt.pdf', url: '/api/downloads/question-receipt/5/receipt.pdf' } },
  })
  answer: QuestionAnswerDto | null;
  @ApiPropertyOptional({ type: String, nullable: true }) answeredAt: string | null;

  static from({ question: q, reportId }: LoadedQuestion): TransactionQuestionDto {
    return Object.assign(new TransactionQuestionDto(), {
      id: q.id,
      status: q.status,
      question: q.question,
      reportId,
      transaction: {
        transactionId: Number(q.entry.id),
        date: q.entry.date,
        name: q.entry.name,
        amount: q.entry.amount,
        accountName: q.entry.accountName,
        category: q.entry.category,
      },
      askedAt: iso(q.askedAt) ?? '',
      answer:
        q.status === 'answered'
          ? {
              category: q.answerCategory,
              note: q.answerNote,
              receipt: q.receiptName ? { fileName: q.receiptName, url: receiptUrl(q.id, q.receiptName) } : null,
            }
          : null,
      answeredAt: iso(q.answeredAt),
    });
  }
}

export class AdminTransactionQuestionDto extends TransactionQuestionDto implements AdminQuestionShape {
  @ApiProperty() userId: number;
  @ApiPropertyOptional({ type: String, nullable: true }) userName: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) askedBy: number | null;

  static fromAdmin(loaded: LoadedQuestion & { userName: string | null }): AdminTransactionQuestionDto {
    return Object.assign(new AdminTransactionQuestionDto(), TransactionQuestionDto.from(loaded), {
      userId: loaded.question.userId,
      userName: loaded.userName,
      askedBy: loaded.question.askedBy,
    });
  }
}

export class QuestionsResponseDto {
  @ApiProperty({ type: [TransactionQuestionDto] }) questions: TransactionQuestionDto[];
}

export class QuestionResponseDto {
  @ApiProperty({ type: TransactionQuestionDto }) question: TransactionQuestionDto;
}
