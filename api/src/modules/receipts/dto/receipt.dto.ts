import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_LOCALE,
  type Locale,
  MISSING_RECEIPT_MESSAGES,
  MISSING_RECEIPTS_DEFAULT_DAYS,
  RECEIPT_LIMITS,
  RECEIPT_MESSAGES,
  RECEIPT_STATUSES,
  type MatchReceiptRequest,
  type ReceiptCandidateDto,
  type ReceiptDto,
  type ReceiptFields,
  type ReceiptStatus,
  type UpdateReceiptRequest,
} from '@ledgerleaf/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { Receipt } from '../entities/receipt.entity';
import type { CandidateRow } from '../receipts.repository';
import { renderMatchNote } from '../receipt-match-note';

/** The page and page size of the receipts lists (one rule for both lists). */
export class ReceiptsPageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RECEIPT_MESSAGES.pageInvalid })
  @Min(1, { message: RECEIPT_MESSAGES.pageInvalid })
  @Max(1_000_000, { message: RECEIPT_MESSAGES.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: RECEIPT_LIMITS.maxPageSize, default: RECEIPT_LIMITS.defaultPageSize })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RECEIPT_MESSAGES.pageInvalid })
  @Min(1, { message: RECEIPT_MESSAGES.pageInvalid })
  @Max(RECEIPT_LIMITS.maxPageSize, { message: RECEIPT_MESSAGES.pageInvalid })
  pageSize?: number;
}

/** GET /api/receipts?page=&pageSize=&status= */
export class ReceiptsQueryDto extends ReceiptsPageQueryDto {
  @ApiPropertyOptional({ enum: RECEIPT_STATUSES })
  @IsOptional()
  @IsIn(RECEIPT_STATUSES, { message: RECEIPT_MESSAGES.statusInvalid })
  status?: ReceiptStatus;
}

/** GET /api/receipts/missing?from=&to=&page=&pageSize= (dates checked by the service, with its messages). */
export class MissingReceiptsQueryDto extends ReceiptsPageQueryDto {
  @ApiPropertyOptional({ description: `YYYY-MM-DD; default ${MISSING_RECEIPTS_DEFAULT_DAYS} days before \`to\`` })
  @IsOptional()
  @IsString({ message: MISSING_RECEIPT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: MISSING_RECEIPT_MESSAGES.dateInvalid })
  from?: string;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD; default today' })
  @IsOptional()
  @IsString({ message: MISSING_RECEIPT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: MISSING_RECEIPT_MESSAGES.dateInvalid })
  to?: string;
}

const FIELD = (description: string) => ApiPropertyOptional({ type: String, nullable: true, description });

/** PATCH /api/receipts/{id}: the fields a person corrects (null clears one); checked again by the service. */
export class UpdateReceiptDto implements UpdateReceiptRequest {
  @FIELD('The supplier')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.vendorInvalid })
  @MaxLength(RECEIPT_LIMITS.vendorMaxLength, { message: RECEIPT_MESSAGES.vendorInvalid })
  vendor?: string | null;

  @FIELD('YYYY-MM-DD')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.dateInvalid })
  @MaxLength(10, { message: RECEIPT_MESSAGES.dateInvalid })
  date?: string | null;

  @FIELD('The total paid, as 12.34')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.amountInvalid('total') })
  @MaxLength(20, { message: RECEIPT_MESSAGES.amountInvalid('total') })
  total?: string | null;

  @FIELD('GST or HST charged, as 12.34')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.amountInvalid('gstHst') })
  @MaxLength(20, { message: RECEIPT_MESSAGES.amountInvalid('gstHst') })
  gstHst?: string | null;

  @FIELD('PST charged, as 12.34')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.amountInvalid('pst') })
  @MaxLength(20, { message: RECEIPT_MESSAGES.amountInvalid('pst') })
  pst?: string | null;

  @FIELD('QST charged, as 12.34')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.amountInvalid('qst') })
  @MaxLength(20, { message: RECEIPT_MESSAGES.amountInvalid('qst') })
  qst?: string | null;

  @FIELD("The supplier's business number, 123456782RT0001")
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.businessNumberInvalid })
  @MaxLength(30, { message: RECEIPT_MESSAGES.businessNumberInvalid })
  businessNumber?: string | null;

  @FIELD('ISO currency code: CAD, USD...')
  @IsOptional()
  @IsString({ message: RECEIPT_MESSAGES.currencyInvalid })
  @MaxLength(3, { message: RECEIPT_MESSAGES.currencyInvalid })
  currency?: string | null;
}

/** POST /api/receipts/{id}/match */
export class MatchReceiptDto implements MatchReceiptRequest {
  @ApiProperty({ description: 'A transaction of your books (its id, as in the books and reports)' })
  @Type(() => Number)
  @IsInt({ message: RECEIPT_MESSAGES.transactionNotFound })
  @Min(1, { message: RECEIPT_MESSAGES.transactionNotFound })
  transactionId: number;
}

/** A receipt as the API answers it in `locale` (its match note); `fileBase` is where its file is served (the client's or the console's route). */
export function receiptView(
  receipt: Receipt,
  candidates: readonly CandidateRow[],
  fileBase: '/api/receipts' | '/api/admin/receipts',
  locale: Locale = DEFAULT_LOCALE,
): ReceiptDto {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const listed: ReceiptCandidateDto[] =
    receipt.matchState === 'ambiguous'
      ? receipt.candidateIds.flatMap((id) => {
          const c = byId.get(String(id));
          return c ? [{ transactionId: Number(c.id), date: c.date, name: c.name, amount: c.amount }] : [];
        })
      : [];
  // A linked transaction that left the books (its row deleted) unlinks the receipt (ON DELETE SET NULL).
  const matched = receipt.matchState === 'matched' && receipt.ledgerEntryId !== null;
  return {
    id: receipt.id,
    userId: receipt.userId,
    fileName: receipt.fileName,
    mimeType: receipt.convertedKey ? 'image/jpeg' : receipt.mimeType,
    size: receipt.size,
    status: receipt.status,
    unreadableReason: renderMatchNote(receipt.unreadableReason, locale),
    matchNote: renderMatchNote(receipt.matchNote, locale),
    fields: receipt.fields as ReceiptFields,
    matchState: receipt.matchState === 'matched' && !matched ? 'waiting' : receipt.matchState,
    match: matched ? { transactionId: Number(receipt.ledgerEntryId), by: receipt.matchedBy ?? 'auto' } : null,
    candidates: listed,
    fileUrl: `${fileBase}/${receipt.id}/file`,
    createdAt: receipt.createdAt.toISOString(),
    readAt: receipt.readAt ? receipt.readAt.toISOString() : null,
  };
}
