import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AdminCsvUploadListItem,
  BANK_FILE_FORMATS,
  type BankFileFormat,
  type CsvUploadResponse,
  CATEGORY_MESSAGES,
  type CategoryInput,
  CategorySource,
  CsvUploadStatus,
  HOME_CURRENCY,
  type CsvCategorizeRequest,
  type CsvPreviewRow,
  type CsvRowCorrectionRequest,
  type CsvUploadListItem,
  type CsvBooksState,
  type AddCsvToBooksRequest,
  CSV_BOOKS_ACCOUNT_TYPES,
  type CsvBooksAccountType,
  LEDGER_LIMITS,
  LEDGER_MESSAGES,
  enumValues,
  needsReview,
  personName,
} from '@ledgerleaf/contracts';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Response } from 'express';
import { TrimToOneLine } from '../../../common/validation/public-form-fields';
import type { CsvTransaction } from '../entities/csv-transaction.entity';
import type { CsvUpload } from '../entities/csv-upload.entity';

export class CsvPreviewRowDto implements CsvPreviewRow {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-09-01' }) transactionDate: string;
  @ApiProperty() transactionName: string;
  @ApiProperty({ example: '-12.50' }) transactionAmount: string;
  @ApiProperty({ example: 'CAD', description: 'ISO 4217 code; rows in another currency are never added into CAD totals' }) currency: string;
  @ApiProperty({ nullable: true, type: String }) originalCategory: string | null;
  @ApiProperty({ nullable: true, type: String }) aiCategory: string | null;
  @ApiProperty({ nullable: true, type: Number, minimum: 0, maximum: 1 }) confidence: number | null;
  @ApiProperty({ nullable: true, enum: enumValues(CategorySource) }) source: CategorySource | null;
  @ApiProperty() needsReview: boolean;
}

/** The multipart body of both upload routes, for the OpenAPI document. */
export const UPLOAD_BODY_SCHEMA = {
  type: 'object',
  required: ['csvFile'],
  properties: {
    csvFile: {
      type: 'string',
      format: 'binary',
      description:
        'A .csv file with Transaction_Date, Transaction_Name, Transaction_Amount, Transaction_Category; a CSV as a Canadian bank exports it; or an .ofx/.qfx statement',
    },
    mapping: {
      type: 'string',
      description:
        'JSON {"date": c, "name": c, "amount": c | "debit": c, "credit": c, "invertAmount"?: boolean, "dateFormat"?: "auto"|"YYYY-MM-DD"|"MM/DD/YYYY"|"DD/MM/YYYY"|"YYYYMMDD", ' +
        '"dateOrder"?: "YMD"|"DMY"|"MDY", "decimalSeparator"?: "."|","} for a layout the server answered 422 to. Each column c is a number from 0 or the ' +
        "column's name as the 422's `columns` gives it (compared without case or accents). dateOrder fixes how numeric dates read (YMD: only " +
        "year-first dates are accepted); without it (or dateFormat) the file's dates decide, ambiguous ones day-first under a French header. " +
        'decimalSeparator "," reads 57,25, 1 234,56 and 1.234,56; without it the file\'s own amounts decide.',
      example: '{"date": "Date", "name": "Libellé", "debit": "Débit", "credit": "Crédit", "dateOrder": "DMY", "decimalSeparator": ","}',
    },
    categories: { type: 'string', description: 'JSON list of {"type": "REVENUE"|"EXPENSE", "categoryName": "..."}; the client\'s own categories when absent' },
  },
};

/** A stored row as the preview, the console's row list and a correction answer show it. */
export function toPreviewRow(
  t: Pick<
    CsvTransaction,
    'id' | 'transactionDate' | 'transactionName' | 'transactionAmount' | 'currency' | 'originalCategory' | 'aiCategory' | 'confidence' | 'source'
  >,
): CsvPreviewRow {
  return {
    id: t.id,
    transactionDate: t.transactionDate,
    transactionName: t.transactionName,
    transactionAmount: t.transactionAmount,
    currency: t.currency,
    originalCategory: t.originalCategory,
    aiCategory: t.aiCategory,
    confidence: t.confidence,
    source: t.source,
    needsReview: needsReview({ category: t.aiCategory, confidence: t.confidence }),
  };
}

export class CsvUploadListItemDto implements CsvUploadListItem {
  @ApiProperty() id: number;
  @ApiProperty() fileName: string;
  @ApiProperty() originalRowCount: number;
  @ApiProperty() processedRowCount: number;
  @ApiProperty({ enum: enumValues(CsvUploadStatus) }) status: CsvUploadStatus;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ nullable: true, type: String }) failureReason: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty({ nullable: true, type: String }) processedAt: string | null;
  @ApiProperty({ description: 'Categories the upload sorts into' }) categories: CategoryInput[];
  @ApiProperty({ type: [CsvPreviewRowDto], description: 'The first 5 categorized rows (empty until completed)' }) categorizedData: CsvPreviewRowDto[];
  @ApiProperty() reviewCount: number;
  @ApiProperty({ nullable: true, description: 'The account name and when it was added to the books; null while not in the books' }) books: CsvBooksState | null;

  static from(u: CsvUpload): CsvUploadListItemDto {
    return Object.assign(new CsvUploadListItemDto(), CsvUploadListItemDto.fields(u));
  }

  protected static fields(u: CsvUpload): CsvUploadListItem {
    return {
      id: u.id,
      fileName: u.fileName,
      originalRowCount: u.originalRowCount,
      processedRowCount: u.processedRowCount,
      status: u.status,
      progress: u.progress,
      failureReason: u.failureReason,
      createdAt: u.createdAt.toISOString(),
      processedAt: u.processedAt ? u.processedAt.toISOString() : null,
      categories: u.categories ?? [],
      books:
        u.booksAccountName && u.addedToBooksAt
          ? { accountName: u.booksAccountName, accountType: u.booksAccountType, addedAt: u.addedToBooksAt.toISOString() }
          : null,
      // rows cached before confidence/source existed (older demo data) read as unknown
      categorizedData: (u.categorizedData ?? []).map((r) => ({
        id: r.id ?? 0,
        transactionDate: r.transactionDate,
        transactionName: r.transactionName,
        transactionAmount: r.transactionAmount,
        currency: r.currency ?? HOME_CURRENCY,
        originalCategory: r.originalCategory ?? null,
        aiCategory: r.aiCategory ?? null,
        confidence: r.confidence ?? null,
        source: r.source ?? null,
        needsReview: r.needsReview ?? true,
      })),
      reviewCount: u.reviewCount,
    };
  }
}

export class AdminCsvUploadListItemDto extends CsvUploadListItemDto implements AdminCsvUploadListItem {
  @ApiProperty() uploadedBy: number;
  @ApiProperty() uploaderName: string;
  @ApiProperty() uploaderEmail: string;

  static fromAdmin(u: CsvUpload): AdminCsvUploadListItemDto {
    return Object.assign(new AdminCsvUploadListItemDto(), CsvUploadListItemDto.fields(u), {
      uploadedBy: u.uploadedBy,
      uploaderName: u.uploader ? personName(u.uploader) : '',
      uploaderEmail: u.uploader?.email ?? '',
    });
  }
}

export class CsvUploadResponseDto implements CsvUploadResponse {
  @ApiProperty() id: number;
  @ApiProperty() rowCount: number;
  @ApiProperty({ enum: Object.keys(BANK_FILE_FORMATS), description: 'The layout the file was read with' }) format: BankFileFormat;

  static from(u: CsvUpload): CsvUploadResponseDto {
    return { id: u.id, rowCount: u.originalRowCount, format: u.format };
  }
}

export class CsvCategorizeDto implements CsvCategorizeRequest {
  @ApiPropertyOptional({ type: [String], description: "Category names to use (a subset of the upload's); all when absent" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  categories?: string[];
}

export class CsvRowCorrectionDto implements CsvRowCorrectionRequest {
  @ApiProperty({ example: 'Office Expenses' })
  @MaxLength(100, { message: CATEGORY_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  category: string;
}

export class CsvCategorizeResultDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['completed', 'processing'] }) status: 'completed' | 'processing';
  @ApiPropertyOptional() processedCount?: number;
  @ApiPropertyOptional() progress?: number;
}

/** 200 when the job ended within the wait; 202 while it still runs (progress on the upload). */
export function sendCategorizeResult(res: Response, result: CsvCategorizeResultDto): CsvCategorizeResultDto {
  if (result.status === 'processing') res.status(202);
  return result;
}

/** POST /api/csv/books/{id}: the name the upload's rows carry in the books. */
export class AddCsvToBooksDto implements AddCsvToBooksRequest {
  @ApiProperty({ example: 'Visa ending 4412', maxLength: LEDGER_LIMITS.accountNameMax })
  @TrimToOneLine()
  @MaxLength(LEDGER_LIMITS.accountNameMax, { message: LEDGER_MESSAGES.accountNameTooLong })
  @IsNotEmpty({ message: LEDGER_MESSAGES.accountNameRequired })
  @IsString({ message: LEDGER_MESSAGES.accountNameRequired })
  accountName: string;

  @ApiPropertyOptional({
    enum: CSV_BOOKS_ACCOUNT_TYPES,
    default: 'bank',
    description: 'A credit card or a loan is a liability in the chart of accounts; the file keeps its signs (a card purchase negative, a payment positive)',
  })
  @IsOptional()
  @IsIn(CSV_BOOKS_ACCOUNT_TYPES, { message: LEDGER_MESSAGES.accountTypeInvalid })
  accountType?: CsvBooksAccountType;
}
