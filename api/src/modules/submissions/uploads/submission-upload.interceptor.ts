import { Injectable } from '@nestjs/common';
import { SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { FileStorage } from '../../../common/storage/file-storage';
import type { UploadInspector } from '../../../common/storage/upload-storage-engine';
import { detectDocumentKind, textVerifier } from '../../../common/uploads/document-types';
import { documentInspector, FileUploadInterceptor } from '../../../common/uploads/file-upload.interceptor';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** Staff results: `pdf` must be a PDF, `csv` a text CSV, by content. */
const resultInspector: UploadInspector = async (file, head) => {
  const kind = await detectDocumentKind(head);
  if (file.fieldname === 'pdf') {
    if (kind?.kind !== 'pdf') throw invalid(SUBMISSION_MESSAGES.resultPdfInvalid);
    return { mimeType: kind.mimeType };
  }
  if (file.fieldname === 'csv') {
    if (kind?.kind !== 'csv') throw invalid(SUBMISSION_MESSAGES.resultCsvInvalid);
    return { mimeType: kind.mimeType, verifier: textVerifier(() => invalid(SUBMISSION_MESSAGES.resultCsvInvalid)) };
  }
  throw invalid(SUBMISSION_MESSAGES.resultFilesRequired);
};

/** POST /api/submissions and edit requests: `documents`, up to the file-count limit. */
@Injectable()
export class DocumentsUploadInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, {
      inspector: documentInspector('documents', SUBMISSION_MESSAGES.unexpectedFileField),
      maxFiles: SUBMISSION_LIMITS.maxFiles,
      tooManyFiles: SUBMISSION_MESSAGES.tooManyFiles,
    });
  }
}

/** Staff completion: one `pdf` and one `csv`. */
@Injectable()
export class ResultFilesUploadInterceptor extends FileUploadInterceptor {
  constructor(storage: FileStorage) {
    super(storage, { inspector: resultInspector, maxFiles: 2, tooManyFiles: SUBMISSION_MESSAGES.tooManyFiles });
  }
}
