import { Injectable } from '@nestjs/common';
import { DOCUMENT_TYPES, RECEIPT_FILE_FIELD, RECEIPT_KINDS, RECEIPT_LIMITS, RECEIPT_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { FileStorage } from '../../../common/storage/file-storage';
import type { UploadInspector } from '../../../common/storage/upload-storage-engine';
import { cleanOriginalName, documentInspector, FileUploadInterceptor } from '../../../common/uploads/file-upload.interceptor';

const RECEIPT_MIME_TYPES = new Set<string>(DOCUMENT_TYPES.filter((t) => (RECEIPT_KINDS as readonly string[]).includes(t.kind)).map((t) => t.mimeType));

/** A client's document (the submissions' rules: kind by content, name and declared type agreeing) that is also a receipt kind: a photo or a PDF. */
const receiptInspector: UploadInspector = async (file, head) => {
  const inspected = await documentInspector(RECEIPT_FILE_FIELD, RECEIPT_MESSAGES.unexpectedField)(file, head).catch((error: unknown) => {
    if (error instanceof DomainException && error.message !== RECEIPT_MESSAGES.unexpectedField)
      throw new DomainException(DomainErrorKind.INVALID, RECEIPT_MESSAGES.kindRefused(cleanOriginalName(file.originalname)));
    throw error;
  });
  if (!RECEIPT_MIME_TYPES.has(inspected.mimeType))
    throw new DomainException(DomainErrorKind.INVALID, RECEIPT_MESSAGES.kindRefused(cleanOriginalName(file.originalname)));
  return inspected;
};

/** POST /api/receipts: `files`, one or more, within the submissions' size limits. */
@Injectable()
export class ReceiptFilesInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, { inspector: receiptInspector, maxFiles: RECEIPT_LIMITS.maxFiles, tooManyFiles: RECEIPT_MESSAGES.tooManyFiles });
  }
}
