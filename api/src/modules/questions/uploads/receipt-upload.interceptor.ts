import { Injectable } from '@nestjs/common';
import { QUESTION_MESSAGES, QUESTION_RECEIPT_FIELD } from '@ledgerleaf/contracts';
import { FileStorage } from '../../../common/storage/file-storage';
import { documentInspector, FileUploadInterceptor } from '../../../common/uploads/file-upload.interceptor';

/**
 * POST /api/questions/{id}/answer: JSON as before, or multipart with one optional `receipt`,
 * under the submissions' document rules (kinds by content, size limits, messages).
 */
@Injectable()
export class ReceiptUploadInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, {
      inspector: documentInspector(QUESTION_RECEIPT_FIELD, QUESTION_MESSAGES.receiptField),
      maxFiles: 1,
      tooManyFiles: QUESTION_MESSAGES.oneReceipt,
      jsonToo: true,
    });
  }
}
